/**
 * The linear-algebra corpus, generated and checked with SymPy by ./check_corpus.py (do not edit by hand: edit the
 * script and run it). Sources and licences per item; see the script's docstring.
 */
import type { TopicCorpusItem } from '../corpus';

export const CORPUS: TopicCorpusItem[] = [
  { q: 'det([[2,0,1],[1,3,2],[1,1,1]])', task: 'det', expect: '0', source: 'Lemma issue #22 example; checked with SymPy' },
  {
    q: 'determinant of [[2,0,1],[1,3,2],[1,1,1]]',
    task: 'det',
    expect: '0',
    source: 'Lemma issue #22 example; checked with SymPy',
  },
  {
    q: 'det([-3 -2; -5 4])',
    task: 'det',
    expect: '-22',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'determinant of \\begin{pmatrix}2&-3&-4\\\\5&0&-4\\\\-2&-1&-5\\end{pmatrix}',
    task: 'det',
    expect: '-87',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the determinant. [[0, 4, -3], [3, 5, 1], [-5, 4, -5]]',
    task: 'det',
    expect: '-71',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the determinant of \\begin{bmatrix} 4 & -1 & -1 & 1 \\\\ -2 & -3 & -4 & 4 \\\\ 3 & 4 & -5 & 0 \\\\ 4 & 0 & -1 & -3 \\end{bmatrix}?',
    task: 'det',
    expect: '-490',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'find the determinant of [[1,-1],[5,3]] by cofactor expansion',
    task: 'det',
    expect: '8',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'find the determinant of [-3 -1 -1; 5 -3 1; -5 0 3] using row reduction',
    task: 'det',
    expect: '62',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Evaluate the determinant of the matrix \\begin{pmatrix}-5&1&-1\\\\3&-1&3\\\\1&1&5\\end{pmatrix}',
    task: 'det',
    expect: '24',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'det [[-3, -1, 4, 0], [1, 4, -5, -1], [4, 4, 3, 3], [3, 1, 5, 3]]',
    task: 'det',
    expect: '6',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'det(\\begin{bmatrix} 1 & -4 \\\\ -4 & 2 \\end{bmatrix})',
    task: 'det',
    expect: '-14',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'determinant of [[0,-4,1],[1,-5,-2],[3,-2,1]]',
    task: 'det',
    expect: '41',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the determinant. [-5 -4 2; -2 -3 -5; 3 1 0]',
    task: 'det',
    expect: '49',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the determinant of \\begin{pmatrix}-3&0&0&5\\\\-2&2&-5&-4\\\\3&-3&5&-2\\\\5&-4&-5&-2\\end{pmatrix}?',
    task: 'det',
    expect: '595',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'find the determinant of [[1, -4], [-3, 4]] by cofactor expansion',
    task: 'det',
    expect: '-8',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'find the determinant of \\begin{bmatrix} 2 & -5 & -4 \\\\ 2 & 3 & -3 \\\\ 4 & -1 & 5 \\end{bmatrix} using row reduction',
    task: 'det',
    expect: '190',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Evaluate the determinant of the matrix [[2,2,-4],[5,0,-4],[4,-1,-4]]',
    task: 'det',
    expect: '20',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'det [-5 -3 3 0; 5 -4 0 -4; -3 5 4 1; -1 -3 -5 -4]',
    task: 'det',
    expect: '-1140',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'det(\\begin{pmatrix}-2&0\\\\5&-4\\end{pmatrix})',
    task: 'det',
    expect: '8',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'determinant of [[-2, 3, -1], [2, -4, -3], [-5, -1, -4]]',
    task: 'det',
    expect: '65',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the determinant. \\begin{bmatrix} 4 & 2 & 4 \\\\ -2 & 1 & 0 \\\\ -4 & 3 & -3 \\end{bmatrix}',
    task: 'det',
    expect: '-32',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the determinant of [[-5,-2,1,4],[-5,-2,-2,2],[5,1,-5,1],[2,-1,-2,-2]]?',
    task: 'det',
    expect: '-197',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'find the determinant of [-4 -1; -4 5] by cofactor expansion',
    task: 'det',
    expect: '-24',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'find the determinant of \\begin{pmatrix}4&-3&-3\\\\5&0&-5\\\\-5&2&-3\\end{pmatrix} using row reduction',
    task: 'det',
    expect: '-110',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Evaluate the determinant of the matrix [[4, -1, -5], [2, -5, -1], [-5, -2, 5]]',
    task: 'det',
    expect: '42',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'det \\begin{bmatrix} 2 & 5 & -2 & 2 \\\\ 3 & 1 & -3 & 0 \\\\ 0 & -1 & -5 & 1 \\\\ 4 & 5 & -4 & -3 \\end{bmatrix}',
    task: 'det',
    expect: '-305',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'det([[4,3],[5,0]])',
    task: 'det',
    expect: '-15',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'determinant of [-1 3 -1; -2 -1 -1; 3 -3 0]',
    task: 'det',
    expect: '-15',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the determinant. \\begin{pmatrix}3&2&2\\\\-3&3&-2\\\\2&1&0\\end{pmatrix}',
    task: 'det',
    expect: '-20',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the determinant of [[-4, 1, 5, 5], [3, -2, -3, -4], [-5, 1, 0, -2], [-5, 3, 3, -3]]?',
    task: 'det',
    expect: '217',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'find the determinant of \\begin{bmatrix} -2 & 3 \\\\ 0 & 4 \\end{bmatrix} by cofactor expansion',
    task: 'det',
    expect: '-8',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'find the determinant of [[-5,3,0],[-5,-4,3],[5,-5,5]] using row reduction',
    task: 'det',
    expect: '145',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Evaluate the determinant of the matrix [-4 -4 4; -4 -3 -1; 3 -1 0]',
    task: 'det',
    expect: '68',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'det \\begin{pmatrix}1&4&4&3\\\\3&0&0&5\\\\-5&-2&3&5\\\\0&5&-1&-5\\end{pmatrix}',
    task: 'det',
    expect: '-608',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'det([[-2, -2], [-5, -4]])',
    task: 'det',
    expect: '-2',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'determinant of \\begin{bmatrix} 0 & -1 & -5 \\\\ 0 & -4 & -4 \\\\ 2 & 0 & -3 \\end{bmatrix}',
    task: 'det',
    expect: '-32',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the determinant. [[-3,2,-1],[1,1,0],[-3,1,-1]]',
    task: 'det',
    expect: '1',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the determinant of [-2 3 -2 4; 0 -5 2 -1; 3 3 -2 -4; -3 -2 -1 3]?',
    task: 'det',
    expect: '37',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'find the determinant of \\begin{pmatrix}-3&2\\\\-5&-1\\end{pmatrix} by cofactor expansion',
    task: 'det',
    expect: '13',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'find the determinant of [[-2, -3, -4], [3, 2, 0], [-3, 3, 1]] using row reduction',
    task: 'det',
    expect: '-55',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Evaluate the determinant of the matrix \\begin{bmatrix} -4 & 5 & 0 \\\\ -2 & 1 & -3 \\\\ 5 & 4 & 2 \\end{bmatrix}',
    task: 'det',
    expect: '-111',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'det [[1,5,3,-5],[1,5,2,5],[2,0,-2,-1],[-5,-4,-4,-3]]',
    task: 'det',
    expect: '671',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'det([[5]])',
    task: 'det',
    expect: '5',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the determinant of [[-7]]',
    task: 'det',
    expect: '-7',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'find the determinant of [[1,2,3],[2,4,6],[1,0,1]] using row reduction',
    task: 'det',
    expect: '0',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'find the determinant of [[1,1,0,2],[0,1,1,1],[1,2,1,3],[2,0,1,1]] using row reduction',
    task: 'det',
    expect: '0',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '\\begin{vmatrix}2&-4&-2\\\\4&2&5\\\\-1&5&-3\\end{vmatrix}',
    task: 'det',
    expect: '-134',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '\\begin{vmatrix}-5&-3&4\\\\-1&3&-2\\\\4&-2&0\\end{vmatrix}',
    task: 'det',
    expect: '4',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '\\begin{vmatrix}1&2&3\\\\-3&1&5\\\\2&3&1\\end{vmatrix}',
    task: 'det',
    expect: '-21',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '\\begin{vmatrix}-1&-2&-2\\\\-2&5&3\\\\-1&5&-1\\end{vmatrix}',
    task: 'det',
    expect: '40',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '\\begin{vmatrix}4&-5&4\\\\-2&4&3\\\\-2&0&2\\end{vmatrix}',
    task: 'det',
    expect: '74',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'inverse of [1 -3; -1 1]',
    task: 'inverse',
    expect: '[[-1/2, -3/2], [-1/2, -1/2]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'find the inverse of the matrix \\begin{pmatrix}2&1\\\\-2&-2\\end{pmatrix}',
    task: 'inverse',
    expect: '[[1, 1/2], [-1, -1]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '[[-4, 4, 4], [0, -3, -2], [4, -1, 2]]^-1',
    task: 'inverse',
    expect: '[[-1/6, -1/4, 1/12], [-1/6, -1/2, -1/6], [1/4, 1/4, 1/4]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'inv(\\begin{bmatrix} -2 & -3 & 1 \\\\ 4 & 0 & -4 \\\\ -4 & -2 & 3 \\end{bmatrix})',
    task: 'inverse',
    expect: '[[2, -7/4, -3], [-1, 1/2, 1], [2, -2, -3]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the inverse of the matrix, if it exists. [[1,-2],[2,-4]]',
    task: 'inverse',
    expect: 'not invertible',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the inverse of [4 -2; -3 0]?',
    task: 'inverse',
    expect: '[[0, -1/3], [-1/2, -2/3]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'find the inverse of \\begin{pmatrix}1&-3&3\\\\-2&-2&-3\\\\4&0&3\\end{pmatrix} using the adjugate',
    task: 'inverse',
    expect: '[[-1/6, 1/4, 5/12], [-1/6, -1/4, -1/12], [2/9, -1/3, -2/9]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'find the inverse of [[4, 3, 1], [1, -1, -2], [-4, -3, 1]] by Gauss-Jordan elimination',
    task: 'inverse',
    expect: '[[1/2, 3/7, 5/14], [-1/2, -4/7, -9/14], [1/2, 0, 1/2]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'inverse of \\begin{bmatrix} -3 & -4 \\\\ 4 & 4 \\end{bmatrix}',
    task: 'inverse',
    expect: '[[1, 1], [-1, -3/4]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'find the inverse of the matrix [[2,1],[2,-3]]',
    task: 'inverse',
    expect: '[[3/8, 1/8], [1/4, -1/4]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '[-1 2 0; -4 1 4; 0 -2 1]^-1',
    task: 'inverse',
    expect: '[[-9, 2, -8], [-4, 1, -4], [-8, 2, -7]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'inv(\\begin{pmatrix}2&4&-3\\\\-4&1&4\\\\-3&-2&3\\end{pmatrix})',
    task: 'inverse',
    expect: '[[-1, 6/11, -19/11], [0, 3/11, -4/11], [-1, 8/11, -18/11]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the inverse of the matrix, if it exists. [[-4, 3], [2, 2]]',
    task: 'inverse',
    expect: '[[-1/7, 3/14], [1/7, 2/7]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the inverse of \\begin{bmatrix} -3 & 1 \\\\ -6 & 2 \\end{bmatrix}?',
    task: 'inverse',
    expect: 'not invertible',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'find the inverse of [[2,-1,0],[-3,4,-2],[0,-3,-4]] using the adjugate',
    task: 'inverse',
    expect: '[[11/16, 1/8, -1/16], [3/8, 1/4, -1/8], [-9/32, -3/16, -5/32]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'find the inverse of [3 -1 1; 2 -2 3; -1 -2 -3] by Gauss-Jordan elimination',
    task: 'inverse',
    expect: '[[4/9, -5/27, -1/27], [1/9, -8/27, -7/27], [-2/9, 7/27, -4/27]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'inverse of \\begin{pmatrix}-4&-3\\\\-1&0\\end{pmatrix}',
    task: 'inverse',
    expect: '[[0, -1], [-1/3, 4/3]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'find the inverse of the matrix [[2, 3], [0, 0]]',
    task: 'inverse',
    expect: 'not invertible',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '\\begin{bmatrix} 1 & 0 & 1 \\\\ 0 & -3 & 4 \\\\ 3 & -1 & -2 \\end{bmatrix}^{-1}',
    task: 'inverse',
    expect: '[[10/19, -1/19, 3/19], [12/19, -5/19, -4/19], [9/19, 1/19, -3/19]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'inv([[-1,2,2],[-2,-3,0],[1,-4,3]])',
    task: 'inverse',
    expect: '[[-9/43, -14/43, 6/43], [6/43, -5/43, -4/43], [11/43, -2/43, 7/43]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the inverse of the matrix, if it exists. [4 4; 3 -1]',
    task: 'inverse',
    expect: '[[1/16, 1/4], [3/16, -1/4]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the inverse of \\begin{pmatrix}-4&-1\\\\-2&0\\end{pmatrix}?',
    task: 'inverse',
    expect: '[[0, -1/2], [-1, 2]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'find the inverse of [[-4, -4, 3], [-3, 4, 1], [-8, -8, 6]] using the adjugate',
    task: 'inverse',
    expect: 'not invertible',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'find the inverse of \\begin{bmatrix} 1 & 2 & -2 \\\\ -2 & 0 & -1 \\\\ 3 & 2 & -3 \\end{bmatrix} by Gauss-Jordan elimination',
    task: 'inverse',
    expect: '[[-1/4, -1/4, 1/4], [9/8, -3/8, -5/8], [1/2, -1/2, -1/2]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'inverse of [[1,-2],[0,-2]]',
    task: 'inverse',
    expect: '[[1, -1], [0, -1/2]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'find the inverse of the matrix [-3 0; -1 1]',
    task: 'inverse',
    expect: '[[-1/3, 0], [-1/3, 1]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '\\begin{pmatrix}1&0&-3\\\\0&2&4\\\\-1&-1&-1\\end{pmatrix}^{-1}',
    task: 'inverse',
    expect: '[[-1/2, -3/4, -3/2], [1, 1, 1], [-1/2, -1/4, -1/2]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'inv([[-2, -2, 1], [0, -2, -3], [-1, -4, 3]])',
    task: 'inverse',
    expect: '[[-9/14, 1/14, 2/7], [3/28, -5/28, -3/14], [-1/14, -3/14, 1/7]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the inverse of the matrix, if it exists. \\begin{bmatrix} 0 & -3 \\\\ -3 & 2 \\end{bmatrix}',
    task: 'inverse',
    expect: '[[-2/9, -1/3], [-1/3, 0]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the inverse of [[-3,-4],[-4,3]]?',
    task: 'inverse',
    expect: '[[-3/25, -4/25], [-4/25, 3/25]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'find the inverse of [3 2 4; -2 4 -1; -2 1 0] using the adjugate',
    task: 'inverse',
    expect: '[[1/31, 4/31, -18/31], [2/31, 8/31, -5/31], [6/31, -7/31, 16/31]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'find the inverse of \\begin{pmatrix}-4&1&-2\\\\-3&-4&4\\\\-8&2&-4\\end{pmatrix} by Gauss-Jordan elimination',
    task: 'inverse',
    expect: 'not invertible',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'inverse of [[4, 4], [1, -1]]',
    task: 'inverse',
    expect: '[[1/8, 1/2], [1/8, -1/2]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'find the inverse of the matrix \\begin{bmatrix} -2 & 0 \\\\ 1 & -4 \\end{bmatrix}',
    task: 'inverse',
    expect: '[[-1/2, 0], [-1/8, -1/4]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '[[4,-3,-4],[-4,0,4],[2,2,-3]]^-1',
    task: 'inverse',
    expect: '[[-2/3, -17/12, -1], [-1/3, -1/3, 0], [-2/3, -7/6, -1]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'inv([1 2 4; 4 -3 1; -3 3 1])',
    task: 'inverse',
    expect: '[[3/4, -5/4, -7/4], [7/8, -13/8, -15/8], [-3/8, 9/8, 11/8]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Is the matrix \\begin{pmatrix}0&-2\\\\0&4\\end{pmatrix} singular?',
    task: 'singular',
    expect: 'true',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Is [[3, -2, -3], [-1, -3, 1], [2, 3, 3]] invertible?',
    task: 'invertible',
    expect: 'true',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'is \\begin{bmatrix} 3 & 0 \\\\ -1 & 3 \\end{bmatrix} singular',
    task: 'singular',
    expect: 'false',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Determine whether [[-1,3,-1],[2,-3,-1],[1,0,-2]] is invertible.',
    task: 'invertible',
    expect: 'false',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Is the matrix [-1 3; -3 -1] singular?',
    task: 'singular',
    expect: 'false',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Is \\begin{pmatrix}2&-1&-1\\\\3&-1&0\\\\1&2&-2\\end{pmatrix} invertible?',
    task: 'invertible',
    expect: 'true',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'is [[3, 3], [-6, -6]] singular',
    task: 'singular',
    expect: 'true',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Determine whether \\begin{bmatrix} 0 & -2 & -2 \\\\ 3 & -2 & -2 \\\\ 2 & 0 & 2 \\end{bmatrix} is invertible.',
    task: 'invertible',
    expect: 'true',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Is the matrix [[-3,3],[-1,0]] singular?',
    task: 'singular',
    expect: 'false',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Is [3 2 0; 0 1 3; 3 3 3] invertible?',
    task: 'invertible',
    expect: 'false',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'is \\begin{pmatrix}-1&0\\\\-3&0\\end{pmatrix} singular',
    task: 'singular',
    expect: 'true',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Determine whether [[-1, 2, -1], [-2, 3, 1], [1, 2, 0]] is invertible.',
    task: 'invertible',
    expect: 'true',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Is the matrix \\begin{bmatrix} 1 & -1 \\\\ -2 & 2 \\end{bmatrix} singular?',
    task: 'singular',
    expect: 'true',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Is [[3,1,0],[0,0,-2],[3,0,-1]] invertible?',
    task: 'invertible',
    expect: 'true',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'is [0 -3; 2 0] singular',
    task: 'singular',
    expect: 'false',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Determine whether \\begin{pmatrix}-1&2&1\\\\-3&-1&-3\\\\-4&1&-2\\end{pmatrix} is invertible.',
    task: 'invertible',
    expect: 'false',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Is the matrix [[3, 3], [2, 3]] singular?',
    task: 'singular',
    expect: 'false',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Is \\begin{bmatrix} 3 & -3 & 0 \\\\ 2 & -1 & 3 \\\\ 0 & -3 & 3 \\end{bmatrix} invertible?',
    task: 'invertible',
    expect: 'true',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'is [[-2,0],[4,0]] singular',
    task: 'singular',
    expect: 'true',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Determine whether [-2 -3 0; -2 -2 -1; -2 -3 1] is invertible.',
    task: 'invertible',
    expect: 'true',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Is the matrix \\begin{pmatrix}-1&-3\\\\-1&-3\\end{pmatrix} singular?',
    task: 'singular',
    expect: 'true',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Is [[-3, -3, 3], [2, 0, 1], [-1, -3, 4]] invertible?',
    task: 'invertible',
    expect: 'false',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'is \\begin{bmatrix} 2 & -2 \\\\ 1 & 3 \\end{bmatrix} singular',
    task: 'singular',
    expect: 'false',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Determine whether [[3,-2,1],[-3,1,1],[-3,3,1]] is invertible.',
    task: 'invertible',
    expect: 'true',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Is the matrix [-1 -3; 2 6] singular?',
    task: 'singular',
    expect: 'true',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Is \\begin{pmatrix}-1&-2&-3\\\\2&-3&3\\\\-3&2&3\\end{pmatrix} invertible?',
    task: 'invertible',
    expect: 'true',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '[[3, 3, -3], [3, 3, -2]] + [[-4, 4, -3], [-1, -1, -3]]',
    task: 'arithmetic',
    expect: '[[-1, 7, -6], [2, 2, -5]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '\\begin{bmatrix} -1 & 0 & 4 \\\\ 1 & 5 & -1 \\end{bmatrix} - \\begin{bmatrix} -2 & -1 & -2 \\\\ -5 & -1 & -1 \\end{bmatrix}',
    task: 'arithmetic',
    expect: '[[1, 1, 6], [6, 6, 0]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '2[[3,5,-1],[3,3,-4],[4,2,-3]]',
    task: 'arithmetic',
    expect: '[[6, 10, -2], [6, 6, -8], [8, 4, -6]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '[-1 1 -4; -3 4 -1; 2 -1 3] * [1 -5 -4; 4 3 2; -4 0 5]',
    task: 'arithmetic',
    expect: '[[19, 8, -14], [17, 27, 15], [-14, -13, 5]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Let A = \\begin{pmatrix}5&-2&4\\\\5&4&-2\\end{pmatrix} and B = \\begin{pmatrix}1&4\\\\1&-3\\\\0&3\\end{pmatrix}. Find AB.',
    task: 'arithmetic',
    expect: '[[3, 38], [9, 2]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find 4A - 5B for A = [[1, -1], [3, 2]] and B = [[-2, 5], [-1, 3]]',
    task: 'arithmetic',
    expect: '[[14, -29], [17, -7]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the product of \\begin{bmatrix} 2 & 2 & 4 \\\\ -5 & 4 & -1 \\end{bmatrix} and \\begin{bmatrix} 5 & -2 \\\\ 0 & 3 \\\\ 1 & 1 \\end{bmatrix}?',
    task: 'arithmetic',
    expect: '[[14, 6], [-26, 21]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find AB, if possible, for A = [[-2,0],[2,-5],[-1,3]] and B = [[3,5],[3,3],[-4,3]]',
    task: 'arithmetic',
    expect: 'undefined',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '[1 -1; -5 1] + [3 -1; 3 3; 0 5]',
    task: 'arithmetic',
    expect: 'undefined',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'the sum of \\begin{pmatrix}5&-3&5\\\\5&2&-5\\\\-4&2&5\\end{pmatrix} and \\begin{pmatrix}1&-1&2\\\\-4&-2&3\\\\2&3&-2\\end{pmatrix}',
    task: 'arithmetic',
    expect: '[[6, -4, 7], [1, 0, -2], [-2, 5, 3]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Let A = [[3, -3], [-1, 1]] and B = \\begin{bmatrix} -3 & 2 \\\\ -3 & 3 \\end{bmatrix}. Find AB - BA',
    task: 'arithmetic',
    expect: '[[11, -14], [12, -11]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '\\begin{bmatrix} -4 & -2 \\\\ -2 & 1 \\\\ 3 & -4 \\end{bmatrix} + \\begin{bmatrix} 5 & 5 \\\\ 5 & -3 \\\\ 4 & -3 \\end{bmatrix}',
    task: 'arithmetic',
    expect: '[[1, 3], [3, -2], [7, -7]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '[[5,-5],[2,-1]] - [[-3,-5],[-3,-1]]',
    task: 'arithmetic',
    expect: '[[8, 0], [5, 0]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '2[5 2; 4 -5]',
    task: 'arithmetic',
    expect: '[[10, 4], [8, -10]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '\\begin{pmatrix}-1&-4&0\\\\-3&2&2\\end{pmatrix} * \\begin{pmatrix}0&-2\\\\-2&-3\\\\1&-5\\end{pmatrix}',
    task: 'arithmetic',
    expect: '[[8, 14], [-2, -10]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Let A = [[-2, -3, -5], [-2, -5, 1], [3, -1, 4]] and B = [[-5, -1, 2], [0, 2, -2], [-4, -5, 5]]. Find AB.',
    task: 'arithmetic',
    expect: '[[30, 21, -23], [6, -13, 11], [-31, -25, 28]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find -2A - 2B for A = \\begin{bmatrix} 5 & -1 \\\\ -3 & -2 \\end{bmatrix} and B = \\begin{bmatrix} -3 & -4 \\\\ -3 & 3 \\end{bmatrix}',
    task: 'arithmetic',
    expect: '[[-4, 10], [12, -2]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the product of [[3,3],[3,-4],[-5,3]] and [[-5,-4],[3,-4]]?',
    task: 'arithmetic',
    expect: '[[-6, -24], [-27, 4], [34, 8]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find AB, if possible, for A = [2 4; 2 -3; 3 -1] and B = [-5 -4; -1 -4; 5 -1]',
    task: 'arithmetic',
    expect: 'undefined',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '\\begin{pmatrix}-2&3\\\\-3&2\\end{pmatrix} + \\begin{pmatrix}-5&3\\\\5&-2\\\\3&1\\end{pmatrix}',
    task: 'arithmetic',
    expect: 'undefined',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'the sum of [[0, -5], [5, -4]] and [[4, 1], [-1, 1]]',
    task: 'arithmetic',
    expect: '[[4, -4], [4, -3]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Let A = \\begin{bmatrix} -1 & 2 \\\\ -2 & -3 \\end{bmatrix} and B = [[-1,-1],[3,0]]. Find AB - BA',
    task: 'arithmetic',
    expect: '[[4, 0], [-4, -4]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '[[3,-4],[2,-2]] + [[2,5],[-5,3]]',
    task: 'arithmetic',
    expect: '[[5, 1], [-3, 1]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '[4 1; -2 -4; 5 5] - [-2 5; 5 3; -4 0]',
    task: 'arithmetic',
    expect: '[[6, -4], [-7, -7], [9, 5]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '3\\begin{pmatrix}3&2\\\\1&5\\end{pmatrix}',
    task: 'arithmetic',
    expect: '[[9, 6], [3, 15]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '[[3, -1], [1, 5]] * [[5, -4], [-1, 0]]',
    task: 'arithmetic',
    expect: '[[16, -12], [0, -4]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Let A = \\begin{bmatrix} -1 & 2 & -2 \\\\ 2 & -3 & -3 \\end{bmatrix} and B = \\begin{bmatrix} -1 & -3 \\\\ 0 & -1 \\\\ -3 & -1 \\end{bmatrix}. Find AB.',
    task: 'arithmetic',
    expect: '[[7, 3], [7, 0]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find 2A - 2B for A = [[-4,5,-5],[-1,-5,4],[-2,4,4]] and B = [[1,-1,5],[-2,-5,5],[-3,-3,2]]',
    task: 'arithmetic',
    expect: '[[-10, 12, -20], [2, 0, -2], [2, 14, 4]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the product of [-1 2 4; 5 -4 2; 0 -3 -3] and [-2 4 2; 4 1 1; 1 -1 -1]?',
    task: 'arithmetic',
    expect: '[[14, -6, -4], [-24, 14, 4], [-15, 0, 0]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find AB, if possible, for A = \\begin{pmatrix}1&-3\\\\5&0\\end{pmatrix} and B = \\begin{pmatrix}4&-2\\\\1&-1\\\\-4&1\\end{pmatrix}',
    task: 'arithmetic',
    expect: 'undefined',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '[[4, 1], [-1, -1], [-1, 2]] + [[-5, 5], [-1, 3], [-5, -5], [-1, -5]]',
    task: 'arithmetic',
    expect: 'undefined',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'the sum of \\begin{bmatrix} -4 & 5 & -2 \\\\ 2 & 1 & -4 \\\\ 3 & 4 & -4 \\end{bmatrix} and \\begin{bmatrix} 1 & 1 & -1 \\\\ 5 & 5 & -4 \\\\ 1 & 1 & -1 \\end{bmatrix}',
    task: 'arithmetic',
    expect: '[[-3, 6, -3], [7, 6, -8], [4, 5, -5]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Let A = [[-1,-1,-1],[3,2,0],[-3,1,-1]] and B = [1 -1 0; -3 -2 1; -2 2 1]. Find AB - BA',
    task: 'arithmetic',
    expect: '[[8, 4, -1], [3, -7, 0], [-9, -8, -1]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '[5 -1 -4; 0 -2 3] + [0 -5 1; -1 -5 2]',
    task: 'arithmetic',
    expect: '[[5, -6, -3], [-1, -7, 5]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '\\begin{pmatrix}0&-4&4\\\\1&4&4\\\\5&5&3\\end{pmatrix} - \\begin{pmatrix}4&-5&-5\\\\-5&3&2\\\\3&2&-4\\end{pmatrix}',
    task: 'arithmetic',
    expect: '[[-4, 1, 9], [6, 1, 2], [2, 3, 7]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '3[[4, -3], [0, -2]]',
    task: 'arithmetic',
    expect: '[[12, -9], [0, -6]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '\\begin{bmatrix} -5 & 0 \\\\ 4 & -5 \\end{bmatrix} * \\begin{bmatrix} 1 & 3 \\\\ 0 & 1 \\end{bmatrix}',
    task: 'arithmetic',
    expect: '[[-5, -15], [4, 7]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Let A = [[3,-1],[5,-3]] and B = [[0,3],[3,2]]. Find AB.',
    task: 'arithmetic',
    expect: '[[-3, 7], [-9, 9]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find 4A - 3B for A = [1 0 5; 2 4 1] and B = [-4 2 2; 2 1 3]',
    task: 'arithmetic',
    expect: '[[16, -6, 14], [2, 13, -5]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the product of \\begin{pmatrix}3&5&-4\\\\5&-5&2\\\\1&-1&-1\\end{pmatrix} and \\begin{pmatrix}-4&-4&-4\\\\1&-2&-2\\\\-4&-5&-3\\end{pmatrix}?',
    task: 'arithmetic',
    expect: '[[9, -2, -10], [-33, -20, -16], [-1, 3, 1]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find AB, if possible, for A = [[2, 5], [-1, 4]] and B = [[3, 4], [-1, 0], [-5, 1]]',
    task: 'arithmetic',
    expect: 'undefined',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '\\begin{bmatrix} 0 & 5 \\\\ 2 & 5 \\end{bmatrix} + \\begin{bmatrix} 0 & 2 \\\\ -5 & 4 \\\\ 5 & 0 \\end{bmatrix}',
    task: 'arithmetic',
    expect: 'undefined',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'the sum of [[1,-1],[0,-1]] and [[-2,-1],[-5,-1]]',
    task: 'arithmetic',
    expect: '[[-1, -2], [-5, -2]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Let A = [3 -1; 3 -1] and B = \\begin{pmatrix}1&2\\\\-1&1\\end{pmatrix}. Find AB - BA',
    task: 'arithmetic',
    expect: '[[-5, 8], [4, 5]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '\\begin{pmatrix}0&3\\\\0&0\\end{pmatrix}^{2}',
    task: 'power',
    expect: '[[0, 0], [0, 0]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find A^3 for A = [[2, 0], [2, -1]]',
    task: 'power',
    expect: '[[8, 0], [6, -1]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '\\begin{bmatrix} 1 & 3 & 3 \\\\ -3 & 2 & 2 \\\\ 3 & -3 & -3 \\end{bmatrix} squared',
    task: 'power',
    expect: '[[1, 0, 0], [-3, -11, -11], [3, 12, 12]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'compute [[2,3],[2,-3]] to the 4th power',
    task: 'power',
    expect: '[[106, -75], [-50, 231]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '[2 -3; 2 -2]^5',
    task: 'power',
    expect: '[[8, -12], [8, -8]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find A^3 for A = \\begin{pmatrix}2&-1&2\\\\-3&2&-2\\\\2&-2&3\\end{pmatrix}',
    task: 'power',
    expect: '[[70, -51, 74], [-97, 70, -102], [102, -74, 107]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '[[2, -1], [3, 2]] squared',
    task: 'power',
    expect: '[[1, -4], [12, 1]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '\\begin{bmatrix} -2 & 0 \\\\ -3 & -1 \\end{bmatrix}^{3}',
    task: 'power',
    expect: '[[-8, 0], [-21, -1]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '[[-3,1,1],[-3,3,2],[-3,-3,0]]^2',
    task: 'power',
    expect: '[[3, -3, -1], [-6, 0, 3], [18, -12, -9]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find A^4 for A = [0 -1; 2 -2]',
    task: 'power',
    expect: '[[-4, 0], [0, -4]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '\\begin{pmatrix}-2&1\\\\0&-3\\end{pmatrix}^{5}',
    task: 'power',
    expect: '[[-32, 211], [0, -243]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '[[-2, 1, 1], [-2, -3, -1], [2, 3, 3]]^3',
    task: 'power',
    expect: '[[-4, 10, 6], [-28, -10, -2], [20, 14, 18]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '\\begin{bmatrix} -1 & -3 \\\\ 3 & -1 \\end{bmatrix}^{2}',
    task: 'power',
    expect: '[[-8, 6], [-6, -8]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find A^3 for A = [[3,-1],[-2,-2]]',
    task: 'power',
    expect: '[[35, -9], [-18, -10]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '[2 1 2; 3 0 -3; 2 0 3] squared',
    task: 'power',
    expect: '[[11, 2, 7], [0, 3, -3], [10, 2, 13]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'compute \\begin{pmatrix}0&0\\\\-2&-1\\end{pmatrix} to the 4th power',
    task: 'power',
    expect: '[[0, 0], [2, 1]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '[[3, 1], [-3, 1]]^5',
    task: 'power',
    expect: '[[-84, 4], [-12, -92]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find A^3 for A = \\begin{bmatrix} -1 & 0 & -3 \\\\ 2 & 1 & -3 \\\\ 0 & 1 & -2 \\end{bmatrix}',
    task: 'power',
    expect: '[[-7, 6, -12], [-4, -5, 12], [-4, 0, -5]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '[[-2,-2],[2,3]] squared',
    task: 'power',
    expect: '[[0, -2], [2, 5]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '[0 2; -1 0]^3',
    task: 'power',
    expect: '[[0, -4], [2, 0]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '\\begin{pmatrix}-2&1&3\\\\-3&-2&0\\\\-1&0&2\\end{pmatrix}^{2}',
    task: 'power',
    expect: '[[-2, -4, 0], [12, 1, -9], [0, -1, 1]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find A^4 for A = [[1, 2], [-2, 2]]',
    task: 'power',
    expect: '[[-27, -18], [18, -36]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '\\begin{bmatrix} 3 & 3 \\\\ -2 & 3 \\end{bmatrix}^{5}',
    task: 'power',
    expect: '[[-837, -297], [198, -837]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '[[-3,3,3],[3,2,0],[2,3,1]]^3',
    task: 'power',
    expect: '[[-66, 66, 66], [66, 44, 0], [44, 66, 22]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '[0 1; 1 1]^2',
    task: 'power',
    expect: '[[1, 1], [1, 2]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find A^3 for A = \\begin{pmatrix}-3&3\\\\-2&3\\end{pmatrix}',
    task: 'power',
    expect: '[[-9, 9], [-6, 9]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find A^2 for A = [[1,2,3],[4,5,6]]',
    task: 'power',
    expect: 'undefined',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find A^2 for A = [[1,2],[3,4],[5,6]]',
    task: 'power',
    expect: 'undefined',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'transpose of [[3, -4, 3], [-5, -5, -1]]',
    task: 'transpose',
    expect: '[[3, -5], [-4, -5], [3, -1]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '\\begin{bmatrix} 1 & 3 & 4 \\end{bmatrix}^{T}',
    task: 'transpose',
    expect: '[[1], [3], [4]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the transpose. [[-5,-3,3],[4,4,1]]',
    task: 'transpose',
    expect: '[[-5, 4], [-3, 4], [3, 1]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the transpose of [4 -5 -4]?',
    task: 'transpose',
    expect: '[[4], [-5], [-4]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'transpose of \\begin{pmatrix}-3&-3&3\\\\-4&4&0\\\\4&3&4\\end{pmatrix}',
    task: 'transpose',
    expect: '[[-3, -4, 4], [-3, 4, 3], [3, 0, 4]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '[[-3, 1], [-3, -3]]^T',
    task: 'transpose',
    expect: '[[-3, -3], [1, -3]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the transpose. \\begin{bmatrix} -2 & -1 \\\\ 2 & 4 \\\\ 3 & -4 \\end{bmatrix}',
    task: 'transpose',
    expect: '[[-2, 2, 3], [-1, 4, -4]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the transpose of [[5,-5],[-2,4]]?',
    task: 'transpose',
    expect: '[[5, -2], [-5, 4]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'transpose of [5 1 -2; 2 4 -1]',
    task: 'transpose',
    expect: '[[5, 2], [1, 4], [-2, -1]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '\\begin{pmatrix}-1&4\\\\0&1\\end{pmatrix}^{T}',
    task: 'transpose',
    expect: '[[-1, 0], [4, 1]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the transpose. [[2, -5], [5, 4], [-3, 4]]',
    task: 'transpose',
    expect: '[[2, 5, -3], [-5, 4, 4]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the transpose of \\begin{bmatrix} -4 & -5 \\\\ 3 & 3 \\end{bmatrix}?',
    task: 'transpose',
    expect: '[[-4, 3], [-5, 3]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'transpose of [[1,-1],[0,2]]',
    task: 'transpose',
    expect: '[[1, 0], [-1, 2]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '[-5 -4 5; -5 5 -1]^T',
    task: 'transpose',
    expect: '[[-5, -5], [-4, 5], [5, -1]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the transpose. \\begin{pmatrix}5&4\\\\3&-3\\end{pmatrix}',
    task: 'transpose',
    expect: '[[5, 3], [4, -3]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the transpose of [[4, -4, 4], [-3, 5, -2], [4, -3, -5]]?',
    task: 'transpose',
    expect: '[[4, -3, 4], [-4, 5, -3], [4, -2, -5]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'transpose of \\begin{bmatrix} -3 & -5 \\\\ 2 & 0 \\\\ -2 & -3 \\end{bmatrix}',
    task: 'transpose',
    expect: '[[-3, 2, -2], [-5, 0, -3]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '[[3,-4,-3]]^T',
    task: 'transpose',
    expect: '[[3], [-4], [-3]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the transpose. [-2 2 -1]',
    task: 'transpose',
    expect: '[[-2], [2], [-1]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the transpose of \\begin{pmatrix}2&3&-4\\\\-4&-5&-1\\end{pmatrix}?',
    task: 'transpose',
    expect: '[[2, -4], [3, -5], [-4, -1]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'transpose of [[5, 3, 5]]',
    task: 'transpose',
    expect: '[[5], [3], [5]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '\\begin{bmatrix} -4 & -3 & 2 \\end{bmatrix}^{T}',
    task: 'transpose',
    expect: '[[-4], [-3], [2]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the transpose. [[-2,5,4],[4,1,3]]',
    task: 'transpose',
    expect: '[[-2, 4], [5, 1], [4, 3]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the transpose of [-2 1 -5; 3 -3 2]?',
    task: 'transpose',
    expect: '[[-2, 3], [1, -3], [-5, 2]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'transpose of \\begin{pmatrix}2&-2&5\\\\-1&4&-5\\\\3&4&2\\end{pmatrix}',
    task: 'transpose',
    expect: '[[2, -1, 3], [-2, 4, 4], [5, -5, 2]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '[[3, 2, 4], [1, -4, -4]]^T',
    task: 'transpose',
    expect: '[[3, 1], [2, -4], [4, -4]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'trace of \\begin{bmatrix} -3 & 2 \\\\ -5 & 2 \\end{bmatrix}',
    task: 'trace',
    expect: '-1',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'tr([[0,-1,3],[-3,-2,-4],[2,-2,-2]])',
    task: 'trace',
    expect: '-4',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the trace of [3 0 -4 5; 2 2 -2 2; -1 4 -5 4; -2 -2 3 -1]?',
    task: 'trace',
    expect: '-1',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the trace. \\begin{pmatrix}-3&-5\\\\-1&4\\end{pmatrix}',
    task: 'trace',
    expect: '1',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'trace of [[-1, -3, 1], [3, 2, 0], [-3, -3, 0]]',
    task: 'trace',
    expect: '1',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'tr(\\begin{bmatrix} -5 & 2 & 5 & -1 \\\\ 5 & 3 & 5 & -2 \\\\ -1 & 1 & -2 & 0 \\\\ -5 & 4 & 1 & 2 \\end{bmatrix})',
    task: 'trace',
    expect: '-2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the trace of [[-1,5],[-1,-3]]?',
    task: 'trace',
    expect: '-4',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the trace. [-5 -4 -3; -3 3 0; -2 3 -1]',
    task: 'trace',
    expect: '-3',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'trace of \\begin{pmatrix}0&-5&-4&5\\\\-2&5&3&-5\\\\-2&0&-2&3\\\\-2&-3&-2&5\\end{pmatrix}',
    task: 'trace',
    expect: '8',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'tr([[-5, 4], [-3, 1]])',
    task: 'trace',
    expect: '-4',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the trace of \\begin{bmatrix} -3 & 1 & 2 \\\\ 4 & -5 & -1 \\\\ 3 & -2 & -5 \\end{bmatrix}?',
    task: 'trace',
    expect: '-13',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the trace. [[1,2,-4,-2],[5,-2,5,1],[-2,-3,-1,1],[-5,5,2,4]]',
    task: 'trace',
    expect: '2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'trace of [4 -1; -3 5]',
    task: 'trace',
    expect: '9',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'tr(\\begin{pmatrix}-5&-4&3\\\\-4&5&4\\\\-3&5&-3\\end{pmatrix})',
    task: 'trace',
    expect: '-3',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the trace of [[-1, -3, -4, -4], [1, 3, 5, 4], [-1, 1, 0, -5], [-2, 2, 3, 5]]?',
    task: 'trace',
    expect: '7',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the trace. \\begin{bmatrix} 4 & -1 \\\\ 3 & -4 \\end{bmatrix}',
    task: 'trace',
    expect: '0',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'trace of [[4,1,-1],[1,1,-4],[-5,-5,4]]',
    task: 'trace',
    expect: '9',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'tr([2 -4 5 -5; -3 5 0 5; -2 1 -5 1; -1 -4 -1 4])',
    task: 'trace',
    expect: '6',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the trace of \\begin{pmatrix}1&2\\\\-1&4\\end{pmatrix}?',
    task: 'trace',
    expect: '5',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the trace. [[-3, -1, 4], [3, 2, -5], [-4, 4, -5]]',
    task: 'trace',
    expect: '-6',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'trace of \\begin{bmatrix} 3 & -3 & 3 & -1 \\\\ 5 & 5 & 2 & -2 \\\\ 3 & 5 & 0 & -1 \\\\ 3 & 4 & 5 & 0 \\end{bmatrix}',
    task: 'trace',
    expect: '8',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'tr([[-1,-3],[5,5]])',
    task: 'trace',
    expect: '4',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the trace of [5 -1 5; 3 -5 -2; -2 4 -4]?',
    task: 'trace',
    expect: '-4',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the trace. \\begin{pmatrix}-4&5&3&-4\\\\3&2&-3&-1\\\\-4&-3&0&-2\\\\3&1&-4&-1\\end{pmatrix}',
    task: 'trace',
    expect: '-3',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'trace of [[5, -5], [5, 1]]',
    task: 'trace',
    expect: '6',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'tr(\\begin{bmatrix} -5 & -4 & -1 \\\\ 4 & 1 & -2 \\\\ -1 & 0 & 0 \\end{bmatrix})',
    task: 'trace',
    expect: '-4',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'nullity of [[8,-4,3],[-8,4,-2]]',
    task: 'nullity',
    expect: '1',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'rank of [6 -5 -6; 2 -4 -2; -2 2 2]',
    task: 'rank',
    expect: '2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the nullity of \\begin{pmatrix}-2&-2&-4\\\\-2&-2&-4\\\\4&-2&2\\end{pmatrix}?',
    task: 'nullity',
    expect: '1',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the rank of [[4, 4, 4], [0, 0, 0], [-4, -4, -4]]?',
    task: 'rank',
    expect: '1',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the nullity. \\begin{bmatrix} 0 & 2 & -4 \\\\ 0 & 0 & 0 \\end{bmatrix}',
    task: 'nullity',
    expect: '2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the rank of the matrix. [[-4,-1,3],[5,-4,-2]]',
    task: 'rank',
    expect: '2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'nullity of the matrix [-1 2 -1; 1 -2 5; -2 4 -7; 0 0 -2]',
    task: 'nullity',
    expect: '1',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'rank(\\begin{pmatrix}2&-2\\\\1&-1\\\\1&-1\\end{pmatrix})',
    task: 'rank',
    expect: '1',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'nullity of [[0, 3, 12], [-1, 0, 6], [4, 6, 0], [-2, -2, 4]]',
    task: 'nullity',
    expect: '1',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'rank of \\begin{bmatrix} 4 & -2 & 10 \\\\ 2 & -1 & -2 \\end{bmatrix}',
    task: 'rank',
    expect: '2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the nullity of [[0,0,0],[0,-2,2]]?',
    task: 'nullity',
    expect: '2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the rank of [3 -3; 0 0; 1 -1]?',
    task: 'rank',
    expect: '1',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the nullity. \\begin{pmatrix}2&-1&-4\\\\3&-2&0\\\\-9&8&0\\end{pmatrix}',
    task: 'nullity',
    expect: '0',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the rank of the matrix. [[1, 4, -2], [-1, 8, 2]]',
    task: 'rank',
    expect: '2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'nullity of the matrix \\begin{bmatrix} -3 & 3 & 3 \\\\ -2 & 2 & 2 \\\\ -3 & 3 & 3 \\\\ -2 & 2 & 2 \\end{bmatrix}',
    task: 'nullity',
    expect: '2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'rank([[0,5,-4],[0,1,-2]])',
    task: 'rank',
    expect: '2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'nullity of [-3 -1; 0 0; 1 -1]',
    task: 'nullity',
    expect: '0',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'rank of \\begin{pmatrix}3&3&3\\\\0&-3&3\\\\-1&0&-3\\end{pmatrix}',
    task: 'rank',
    expect: '3',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the nullity of [[-5, -7, 5], [-9, -9, 9], [0, 3, 0], [-5, -1, 5]]?',
    task: 'nullity',
    expect: '1',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the rank of \\begin{bmatrix} -2 & -5 \\\\ -1 & -2 \\\\ 0 & 2 \\end{bmatrix}?',
    task: 'rank',
    expect: '2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the nullity. [[-6,-2,-2],[-5,6,-7],[3,-2,4]]',
    task: 'nullity',
    expect: '0',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the rank of the matrix. [-3 -6 2; 6 3 -3; 2 4 3; -1 -5 3]',
    task: 'rank',
    expect: '3',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'nullity of the matrix \\begin{pmatrix}6&4\\\\2&2\\\\4&-2\\end{pmatrix}',
    task: 'nullity',
    expect: '0',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'rank([[0, -2, 2, -2], [0, -1, 1, -1], [2, 3, 0, 3]])',
    task: 'rank',
    expect: '2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'nullity of \\begin{bmatrix} 4 & 4 \\\\ -2 & -2 \\\\ 0 & 0 \\end{bmatrix}',
    task: 'nullity',
    expect: '1',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'rank of [[2,-3,4,4],[0,3,-6,-6],[-4,0,4,4]]',
    task: 'rank',
    expect: '2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the nullity of [2 0 2; -3 12 -6; -1 6 2; 2 0 -6]?',
    task: 'nullity',
    expect: '0',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the rank of \\begin{pmatrix}6&10&5\\\\0&5&3\\\\2&-7&-4\\end{pmatrix}?',
    task: 'rank',
    expect: '3',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the nullity. [[0, 1, 0], [0, 6, -3], [0, -1, 1], [0, -5, 4]]',
    task: 'nullity',
    expect: '1',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the rank of the matrix. \\begin{bmatrix} 3 & 3 & -3 \\\\ 1 & 1 & -1 \\end{bmatrix}',
    task: 'rank',
    expect: '1',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'nullity of the matrix [[-5,-2,-4],[4,4,-1],[3,4,-4],[-3,0,-6]]',
    task: 'nullity',
    expect: '0',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'rank([0 0; 3 -6; -3 6])',
    task: 'rank',
    expect: '1',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'nullity of \\begin{pmatrix}6&0&0&-3\\\\-2&6&-6&-5\\\\0&0&0&0\\end{pmatrix}',
    task: 'nullity',
    expect: '2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'rank of [[2, -2, -4], [3, -3, -6], [5, -8, -1]]',
    task: 'rank',
    expect: '2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the nullity of \\begin{bmatrix} -1 & 1 \\\\ 1 & -1 \\\\ 1 & -1 \\end{bmatrix}?',
    task: 'nullity',
    expect: '1',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the rank of [[-3,-3,0],[-2,-2,0],[-2,-2,0],[-2,-2,0]]?',
    task: 'rank',
    expect: '1',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the nullity. [0 -2 -2; 0 2 2]',
    task: 'nullity',
    expect: '2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the rank of the matrix. \\begin{pmatrix}2&2&-2\\\\-6&6&-3\\end{pmatrix}',
    task: 'rank',
    expect: '2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'nullity of the matrix [[0, -6], [0, -4], [0, 0]]',
    task: 'nullity',
    expect: '1',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'rank(\\begin{bmatrix} -3 & 2 & 2 & 0 \\\\ 1 & 1 & 6 & -10 \\\\ 6 & -3 & 0 & -6 \\end{bmatrix})',
    task: 'rank',
    expect: '2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'nullity of [[0,0,0],[-1,2,1]]',
    task: 'nullity',
    expect: '2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'rank of [-8 -4 2; -1 -5 -8; -1 -2 7; 5 -11 -2]',
    task: 'rank',
    expect: '3',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the nullity of \\begin{pmatrix}7&-2&-9\\\\-1&4&4\\\\2&4&-2\\\\2&-4&-4\\end{pmatrix}?',
    task: 'nullity',
    expect: '0',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the rank of [[6, -3, -6], [2, -1, -2], [-2, 1, 2]]?',
    task: 'rank',
    expect: '1',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the nullity. \\begin{bmatrix} 0 & 6 & -3 \\\\ 0 & 2 & -1 \\end{bmatrix}',
    task: 'nullity',
    expect: '2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the rank of the matrix. [[-1,-2,1],[0,3,-3],[0,-3,3]]',
    task: 'rank',
    expect: '2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'nullity of the matrix [2 2 -1; -2 -2 1; 6 6 -3]',
    task: 'nullity',
    expect: '2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'rank(\\begin{pmatrix}0&-3&-3&-1\\\\0&9&9&3\\\\-4&7&5&3\\end{pmatrix})',
    task: 'rank',
    expect: '2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'nullity of [[6, 0, 12], [-4, 4, -4]]',
    task: 'nullity',
    expect: '1',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'rank of \\begin{bmatrix} 6 & -4 \\\\ -6 & 0 \\\\ -6 & 1 \\end{bmatrix}',
    task: 'rank',
    expect: '2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the nullity of [[4,4,-4],[-6,-6,6],[-2,-2,2]]?',
    task: 'nullity',
    expect: '2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the rank of [-1 2 0; -2 4 0; 2 -4 0; 0 0 0]?',
    task: 'rank',
    expect: '1',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'rref(\\begin{pmatrix}4&0&0&5\\\\-5&2&3&-4\\\\5&-1&3&-4\\end{pmatrix})',
    task: 'rref',
    expect: '[[1, 0, 0, 5/4], [0, 1, 0, 25/6], [0, 0, 1, -73/36]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'rref of [[0, -1, -1, 0], [4, -1, 3, 2]]',
    task: 'rref',
    expect: '[[1, 0, 1, 1/2], [0, 1, 1, 0]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'row reduce \\begin{bmatrix} -3 & 6 & 0 & -3 \\\\ -2 & -4 & -2 & -4 \\\\ 0 & -5 & -1 & -2 \\end{bmatrix}',
    task: 'rref',
    expect: '[[1, 0, 0, 3], [0, 1, 0, 1], [0, 0, 1, -3]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the reduced row echelon form of [[5,2,-1,-3],[1,-4,1,1]]',
    task: 'rref',
    expect: '[[1, 0, -1/11, -5/11], [0, 1, -3/11, -4/11]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Put [5 0 0 0; 1 -8 3 -7; 5 4 -3 -1] in reduced row echelon form',
    task: 'rref',
    expect: '[[1, 0, 0, 0], [0, 1, 0, 2], [0, 0, 1, 3]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the RREF of \\begin{pmatrix}3&-3&-3&3\\\\-7&1&-2&-4\\\\-1&1&1&-1\\end{pmatrix}?',
    task: 'rref',
    expect: '[[1, 0, 1/2, 1/2], [0, 1, 3/2, -1/2], [0, 0, 0, 0]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'rref([[1, -2, -2], [0, 2, 3], [4, -1, 5], [-5, 1, -4]])',
    task: 'rref',
    expect: '[[1, 0, 0], [0, 1, 0], [0, 0, 1], [0, 0, 0]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'rref of \\begin{bmatrix} 1 & -5 & -2 & -1 \\\\ -9 & 9 & -6 & -3 \\\\ -2 & 4 & 0 & 0 \\end{bmatrix}',
    task: 'rref',
    expect: '[[1, 0, 4/3, 2/3], [0, 1, 2/3, 1/3], [0, 0, 0, 0]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'row reduce [[-1,4,2],[4,-2,6]]',
    task: 'rref',
    expect: '[[1, 0, 2], [0, 1, 1]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the reduced row echelon form of [3 3 1; 1 -4 -1; -5 1 2; 5 3 -1]',
    task: 'rref',
    expect: '[[1, 0, 0], [0, 1, 0], [0, 0, 1], [0, 0, 0]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Put \\begin{pmatrix}6&-6&3\\\\-4&4&-2\\end{pmatrix} in reduced row echelon form',
    task: 'rref',
    expect: '[[1, -1, 1/2], [0, 0, 0]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the RREF of [[0, 2, 0], [-1, -3, -2], [0, 2, 0], [3, -7, 6]]?',
    task: 'rref',
    expect: '[[1, 0, 2], [0, 1, 0], [0, 0, 0], [0, 0, 0]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'rref(\\begin{bmatrix} 2 & 3 & -5 & 2 \\\\ 1 & -1 & -2 & 2 \\end{bmatrix})',
    task: 'rref',
    expect: '[[1, 0, -11/5, 8/5], [0, 1, -1/5, -2/5]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'rref of [[2,0,-1],[0,0,0],[0,0,0]]',
    task: 'rref',
    expect: '[[1, 0, -1/2], [0, 0, 0], [0, 0, 0]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'row reduce [-5 0 -8; -2 -2 0; 9 -2 12]',
    task: 'rref',
    expect: '[[1, 0, 0], [0, 1, 0], [0, 0, 1]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the reduced row echelon form of \\begin{pmatrix}5&5&-3&-1\\\\-1&1&3&-5\\\\2&5&4&3\\end{pmatrix}',
    task: 'rref',
    expect: '[[1, 0, 0, 15], [0, 1, 0, -11], [0, 0, 1, 7]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Put [[8, 1, 4], [4, 2, 2], [2, -8, 1], [-2, -1, -1]] in reduced row echelon form',
    task: 'rref',
    expect: '[[1, 0, 1/2], [0, 1, 0], [0, 0, 0], [0, 0, 0]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the RREF of \\begin{bmatrix} 4 & -4 & 0 & -4 \\\\ 0 & -2 & -2 & -6 \\\\ 5 & -2 & 3 & 4 \\end{bmatrix}?',
    task: 'rref',
    expect: '[[1, 0, 1, 2], [0, 1, 1, 3], [0, 0, 0, 0]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'rref([[-2,-5,-1],[0,-2,3],[2,0,2]])',
    task: 'rref',
    expect: '[[1, 0, 0], [0, 1, 0], [0, 0, 1]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'rref of [6 -3 -4; -2 1 4; 8 -4 -2]',
    task: 'rref',
    expect: '[[1, -1/2, 0], [0, 0, 1], [0, 0, 0]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'row reduce \\begin{pmatrix}-1&-2&-2&2\\\\1&2&2&-2\\end{pmatrix}',
    task: 'rref',
    expect: '[[1, 2, 2, -2], [0, 0, 0, 0]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the reduced row echelon form of [[0, 2, 0, -3], [4, 1, -4, -3]]',
    task: 'rref',
    expect: '[[1, 0, -1, -3/8], [0, 1, 0, -3/2]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Put \\begin{bmatrix} -6 & 5 & 5 & -2 \\\\ -7 & 9 & 4 & -3 \\\\ -8 & 7 & 7 & -3 \\end{bmatrix} in reduced row echelon form',
    task: 'rref',
    expect: '[[1, 0, 0, -1/2], [0, 1, 0, -1/2], [0, 0, 1, -1/2]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the RREF of [[-4,2,4,-2],[4,-2,-4,2],[-6,3,6,-3]]?',
    task: 'rref',
    expect: '[[1, -1/2, -1, 1/2], [0, 0, 0, 0], [0, 0, 0, 0]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'rref([5 -5 -5; 2 -2 2])',
    task: 'rref',
    expect: '[[1, -1, 0], [0, 0, 1]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'rref of \\begin{pmatrix}-1&-3&0\\\\-2&2&4\\\\-2&-4&1\\end{pmatrix}',
    task: 'rref',
    expect: '[[1, 0, -3/2], [0, 1, 1/2], [0, 0, 0]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'row reduce [[-8, 1, 6], [-4, -4, 0]]',
    task: 'rref',
    expect: '[[1, 0, -2/3], [0, 1, 2/3]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the reduced row echelon form of \\begin{bmatrix} 0 & 0 & 5 \\\\ 0 & -4 & -3 \\end{bmatrix}',
    task: 'rref',
    expect: '[[0, 1, 0], [0, 0, 1]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Put [[2,7,-1],[1,5,0],[4,2,-2],[10,-1,-7]] in reduced row echelon form',
    task: 'rref',
    expect: '[[1, 0, 0], [0, 1, 0], [0, 0, 1], [0, 0, 0]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the RREF of [5 -2 -2; 10 -7 -3; -5 2 0]?',
    task: 'rref',
    expect: '[[1, 0, 0], [0, 1, 0], [0, 0, 1]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'null space of \\begin{pmatrix}-11&-7&-2\\\\1&5&1\\\\-5&-5&2\\end{pmatrix}',
    task: 'nullspace',
    expect: '{0}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'column space of [[-1, -1, -1, -2], [-1, -1, -1, -2]]',
    task: 'colspace',
    expect: '{(-1, -1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'row space of \\begin{bmatrix} 6 & -3 & 6 & 6 \\\\ 4 & -2 & 4 & 4 \\end{bmatrix}',
    task: 'rowspace',
    expect: '{(1, -1/2, 1, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find a basis for the null space of [[0,0,-2],[0,0,-2]]',
    task: 'nullspace',
    expect: '{(1, 0, 0), (0, 1, 0)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find a basis for the column space of [-3 -3 -6; -8 4 -4]',
    task: 'colspace',
    expect: '{(-3, -8), (-3, 4)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find a basis for the row space of \\begin{pmatrix}-6&7&-1&0\\\\-4&4&0&0\\end{pmatrix}',
    task: 'rowspace',
    expect: '{(1, 0, -1, 0), (0, 1, -1, 0)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'kernel of [[-1, -1], [-2, -2], [-1, -1]]',
    task: 'nullspace',
    expect: '{(-1, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'basis for the column space of \\begin{bmatrix} 1 & 1 & 0 \\\\ -1 & -1 & 0 \\\\ 1 & 1 & 0 \\end{bmatrix}',
    task: 'colspace',
    expect: '{(1, -1, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'basis for the row space of [[-3,-3],[5,4],[-9,-9]]',
    task: 'rowspace',
    expect: '{(1, 0), (0, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the null space of [-1 -1 -1; 3 5 4]?',
    task: 'nullspace',
    expect: '{(-1/2, -1/2, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the column space of \\begin{pmatrix}6&-3\\\\-6&3\\\\-4&2\\end{pmatrix}?',
    task: 'colspace',
    expect: '{(6, -6, -4)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the row space of [[-4, -2], [10, -1], [4, 2]]?',
    task: 'rowspace',
    expect: '{(1, 0), (0, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'null space of \\begin{bmatrix} 6 & 4 & 0 \\\\ -12 & 5 & -7 \\\\ 10 & -3 & 5 \\end{bmatrix}',
    task: 'nullspace',
    expect: '{0}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'column space of [[4,3,0,-6],[-5,0,3,6]]',
    task: 'colspace',
    expect: '{(4, -5), (3, 0)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'row space of [-6 3 3; 6 -3 -3]',
    task: 'rowspace',
    expect: '{(1, -1/2, -1/2)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find a basis for the null space of \\begin{pmatrix}-7&3&-6&-4\\\\5&-3&6&3\\\\-11&-3&6&9\\end{pmatrix}',
    task: 'nullspace',
    expect: '{(0, 2, 1, 0)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find a basis for the column space of [[-2, 2], [0, -1], [2, -1]]',
    task: 'colspace',
    expect: '{(-2, 0, 2), (2, -1, -1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find a basis for the row space of \\begin{bmatrix} 0 & -2 & 4 \\\\ -5 & -3 & 1 \\end{bmatrix}',
    task: 'rowspace',
    expect: '{(1, 0, 1), (0, 1, -2)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'kernel of [[2,0,1],[4,0,2],[-4,0,-2]]',
    task: 'nullspace',
    expect: '{(0, 1, 0), (-1/2, 0, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'basis for the column space of [0 0 0 0; -4 -4 4 2; 0 0 0 0]',
    task: 'colspace',
    expect: '{(0, -4, 0)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'basis for the row space of \\begin{pmatrix}-1&-1&-2&0\\\\0&0&0&0\\end{pmatrix}',
    task: 'rowspace',
    expect: '{(1, 1, 2, 0)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the null space of [[4, 0], [-5, -1], [-3, -3]]?',
    task: 'nullspace',
    expect: '{0}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the column space of \\begin{bmatrix} 3 & 5 \\\\ -1 & -5 \\\\ 1 & 0 \\end{bmatrix}?',
    task: 'colspace',
    expect: '{(3, -1, 1), (5, -5, 0)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the row space of [[3,3,-3],[2,0,0]]?',
    task: 'rowspace',
    expect: '{(1, 0, 0), (0, 1, -1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'null space of [-5 0 3; -2 -1 3; -7 3 -1]',
    task: 'nullspace',
    expect: '{0}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'column space of \\begin{pmatrix}2&2&2\\\\0&0&0\\end{pmatrix}',
    task: 'colspace',
    expect: '{(2, 0)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'row space of [[0, 3, 9, -12], [0, 5, 3, -2], [0, 2, 2, -2]]',
    task: 'rowspace',
    expect: '{(0, 1, 0, 1/2), (0, 0, 1, -3/2)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find a basis for the null space of \\begin{bmatrix} 0 & 6 & -3 \\\\ 0 & -6 & 3 \\end{bmatrix}',
    task: 'nullspace',
    expect: '{(1, 0, 0), (0, 1/2, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find a basis for the column space of [[-2,2,-4,-2],[2,-2,4,2]]',
    task: 'colspace',
    expect: '{(-2, 2)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find a basis for the row space of [4 1 -1 -3; 0 -2 2 2; 0 -2 2 2]',
    task: 'rowspace',
    expect: '{(1, 0, 0, -1/2), (0, 1, -1, -1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'kernel of \\begin{pmatrix}0&0&4&2\\\\-6&-6&7&-1\\\\-2&-2&-5&-4\\end{pmatrix}',
    task: 'nullspace',
    expect: '{(-1, 1, 0, 0), (-3/4, 0, -1/2, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'basis for the column space of [[-4, 0], [0, 0], [-4, -2]]',
    task: 'colspace',
    expect: '{(-4, 0, -4), (0, 0, -2)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'basis for the row space of \\begin{bmatrix} -2 & -2 & 0 \\\\ 1 & 1 & 0 \\\\ 3 & 3 & 0 \\end{bmatrix}',
    task: 'rowspace',
    expect: '{(1, 1, 0)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the null space of [[4,0,4],[6,0,6]]?',
    task: 'nullspace',
    expect: '{(0, 1, 0), (-1, 0, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the column space of [8 0 4; 0 0 8; 2 0 10]?',
    task: 'colspace',
    expect: '{(8, 0, 2), (4, 8, 10)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the row space of \\begin{pmatrix}1&2\\\\0&0\\\\0&0\\end{pmatrix}?',
    task: 'rowspace',
    expect: '{(1, 2)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'null space of [[-4, 2, -4, 0], [0, 2, 3, -1], [-2, 11, 1, -5]]',
    task: 'nullspace',
    expect: '{(1/4, 1/2, 0, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'column space of \\begin{bmatrix} 1 & 1 & 1 \\\\ -1 & -1 & -1 \\\\ 3 & 3 & 3 \\end{bmatrix}',
    task: 'colspace',
    expect: '{(1, -1, 3)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'row space of [[-2,5],[-2,-4],[-1,-8]]',
    task: 'rowspace',
    expect: '{(1, 0), (0, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find a basis for the null space of [-4 -2 5; 1 6 -4; 3 6 -6]',
    task: 'nullspace',
    expect: '{(1, 1/2, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find a basis for the column space of \\begin{pmatrix}2&0&0&-4\\\\-1&0&0&2\\end{pmatrix}',
    task: 'colspace',
    expect: '{(2, -1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find a basis for the row space of [[0, -1, 2, 2], [0, 0, -6, 0], [0, 0, -6, 0]]',
    task: 'rowspace',
    expect: '{(0, 1, 0, -2), (0, 0, 1, 0)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'kernel of \\begin{bmatrix} 0 & 2 & 2 \\\\ 0 & 4 & 4 \\\\ 0 & 0 & 0 \\end{bmatrix}',
    task: 'nullspace',
    expect: '{(1, 0, 0), (0, -1, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'basis for the column space of [[6,6,0,0],[8,8,-3,-6]]',
    task: 'colspace',
    expect: '{(6, 8), (0, -3)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'basis for the row space of [10 1 10 -1; 4 4 4 5; 4 4 4 5]',
    task: 'rowspace',
    expect: '{(1, 0, 1, -1/4), (0, 1, 0, 3/2)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the null space of \\begin{pmatrix}6&0&-4&8\\\\-2&2&1&-2\\end{pmatrix}?',
    task: 'nullspace',
    expect: '{(2/3, 1/6, 1, 0), (-4/3, -1/3, 0, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the column space of [[-1, 2, 2], [1, -2, -2]]?',
    task: 'colspace',
    expect: '{(-1, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the row space of \\begin{bmatrix} -4 & 4 \\\\ -7 & 6 \\\\ 7 & -6 \\end{bmatrix}?',
    task: 'rowspace',
    expect: '{(1, 0), (0, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'null space of [[7,-2,-1,-2],[1,10,5,-2],[-2,4,2,0]]',
    task: 'nullspace',
    expect: '{(0, -1/2, 1, 0), (1/3, 1/6, 0, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'column space of [-3 -3 12; -5 -3 8]',
    task: 'colspace',
    expect: '{(-3, -5), (-3, -3)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'row space of \\begin{pmatrix}-8&-10&-2&-10\\\\-4&-4&0&-4\\end{pmatrix}',
    task: 'rowspace',
    expect: '{(1, 0, -1, 0), (0, 1, 1, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find a basis for the null space of [[-1, -8, -8, -2], [2, -4, -4, 0], [3, -6, -8, -2]]',
    task: 'nullspace',
    expect: '{(-2/5, 4/5, -1, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find a basis for the column space of \\begin{bmatrix} -1 & 1 & 0 \\\\ 3 & 9 & 6 \\end{bmatrix}',
    task: 'colspace',
    expect: '{(-1, 3), (1, 9)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find a basis for the row space of [[6,0],[-7,-2],[-3,6]]',
    task: 'rowspace',
    expect: '{(1, 0), (0, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'kernel of [3 -3 0 0; 3 9 0 -6; -2 3 0 -2]',
    task: 'nullspace',
    expect: '{(0, 0, 1, 0)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'basis for the column space of \\begin{pmatrix}0&4&2&-4\\\\-8&-2&7&-2\\end{pmatrix}',
    task: 'colspace',
    expect: '{(0, -8), (4, -2)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'basis for the row space of [[1, -5], [0, 3], [1, 4]]',
    task: 'rowspace',
    expect: '{(1, 0), (0, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the null space of \\begin{bmatrix} 0 & 0 \\\\ -6 & -6 \\\\ 2 & 2 \\end{bmatrix}?',
    task: 'nullspace',
    expect: '{(-1, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the column space of [[-1,-1,0,-2],[1,3,0,8]]?',
    task: 'colspace',
    expect: '{(-1, 1), (-1, 3)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the row space of [-4 0 0; 6 0 0; 0 0 0]?',
    task: 'rowspace',
    expect: '{(1, 0, 0)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'null space of \\begin{pmatrix}8&-1&6\\\\12&-3&6\\\\0&1&2\\end{pmatrix}',
    task: 'nullspace',
    expect: '{(-1, -2, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'column space of [[-3, 3, -3, 0], [-2, 2, -2, 0]]',
    task: 'colspace',
    expect: '{(-3, -2)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'row space of \\begin{bmatrix} 2 & 0 \\\\ -2 & 0 \\\\ 1 & 0 \\end{bmatrix}',
    task: 'rowspace',
    expect: '{(1, 0)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find a basis for the null space of [[3,-3,-3],[-1,1,1],[-3,3,3]]',
    task: 'nullspace',
    expect: '{(1, 1, 0), (1, 0, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find a basis for the column space of [2 -1 0 -1; -4 2 0 2]',
    task: 'colspace',
    expect: '{(2, -4)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find a basis for the row space of \\begin{pmatrix}6&6&-6\\\\3&6&-6\\\\4&4&-4\\end{pmatrix}',
    task: 'rowspace',
    expect: '{(1, 0, 0), (0, 1, -1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'kernel of [[0, 3, -6], [0, -8, 1]]',
    task: 'nullspace',
    expect: '{(1, 0, 0)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'basis for the column space of \\begin{bmatrix} -2 & -1 & 2 \\\\ 6 & 3 & -6 \\end{bmatrix}',
    task: 'colspace',
    expect: '{(-2, 6)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'basis for the row space of [[-8,-1,-7,6],[-1,-2,-2,0],[-5,-5,-7,2]]',
    task: 'rowspace',
    expect: '{(1, 0, 4/5, -4/5), (0, 1, 3/5, 2/5)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the null space of [2 -2; -2 2; 0 0]?',
    task: 'nullspace',
    expect: '{(1, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the column space of \\begin{pmatrix}0&2&0\\\\-2&-2&12\\\\-2&0&4\\end{pmatrix}?',
    task: 'colspace',
    expect: '{(0, -2, -2), (2, -2, 0), (0, 12, 4)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the row space of [[2, 1, -1, 1], [4, 2, -2, 2]]?',
    task: 'rowspace',
    expect: '{(1, 1/2, -1/2, 1/2)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'null space of \\begin{bmatrix} 1 & 2 & 2 \\\\ 3 & 6 & 6 \\\\ 0 & 0 & 0 \\end{bmatrix}',
    task: 'nullspace',
    expect: '{(-2, 1, 0), (-2, 0, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'column space of [[-3,-5,1],[-3,-3,5],[1,-1,-9]]',
    task: 'colspace',
    expect: '{(-3, -3, 1), (-5, -3, -1), (1, 5, -9)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'row space of [-2 -1 1; 6 3 -3; -2 -1 1]',
    task: 'rowspace',
    expect: '{(1, 1/2, -1/2)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find a basis for the null space of \\begin{pmatrix}2&2&-2&-6\\\\0&6&0&-12\\end{pmatrix}',
    task: 'nullspace',
    expect: '{(1, 0, 1, 0), (1, 2, 0, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find a basis for the column space of [[8, -10, -3, -1], [4, -4, -2, -2], [3, -4, 0, -1]]',
    task: 'colspace',
    expect: '{(8, 4, 3), (-10, -4, -4), (-3, -2, 0)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find a basis for the row space of \\begin{bmatrix} 3 & -4 & -5 \\\\ -3 & 0 & 3 \\\\ 2 & 2 & -1 \\end{bmatrix}',
    task: 'rowspace',
    expect: '{(1, 0, -1), (0, 1, 1/2)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'solve Ax = b where A = [[-2,4,2],[3,-6,-3]] and b = [18, -27]',
    task: 'solve',
    expect: 'x = (-9, 0, 0) + s*(2, 1, 0) + t*(1, 0, 1)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Solve the system Ax = b for A = [-2 -3; 2 1] and b = <3, -1>',
    task: 'solve',
    expect: 'x = (0, -1)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'solve \\begin{pmatrix}1&-2&1&-3\\\\-2&-2&0&-3\\\\1&2&1&0\\end{pmatrix}x = (-7, -6, 5)',
    task: 'solve',
    expect: 'x = (0, 3, -1, 0) + t*(-3/4, -3/4, 9/4, 1)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Solve the system with augmented matrix [[7, 1, -5, 1, 0], [4, 7, -8, 7, 3], [7, 1, -5, 1, 4]]',
    task: 'solve',
    expect: 'no solution',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'solve \\begin{bmatrix} 2 & 2 \\\\ 1 & -3 \\end{bmatrix}x = 0',
    task: 'solve',
    expect: 'x = (0, 0)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'solve Ax = b where A = [[-1,3],[0,1]] and b = (-4, -2)',
    task: 'solve',
    expect: 'x = (-2, -2)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Solve the system Ax = b for A = [-6 -4 -4; 6 3 3; -4 -4 -4] and b = [2, 0, 4]',
    task: 'solve',
    expect: 'x = (1, -2, 0) + t*(0, -1, 1)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'solve \\begin{pmatrix}-3&0&-2\\\\2&0&3\\\\1&3&-3\\end{pmatrix}x = <-3, -1, 2>',
    task: 'solve',
    expect: 'x = (11/5, -28/15, -9/5)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Solve the system with augmented matrix [[3, 1, 1, -7], [-3, 3, 3, 3]]',
    task: 'solve',
    expect: 'x = (-2, -1, 0) + t*(0, -1, 1)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'solve \\begin{bmatrix} -6 & -6 & 0 \\\\ -5 & -4 & -2 \\\\ 7 & 5 & 4 \\end{bmatrix}x = 0',
    task: 'solve',
    expect: 'x = t*(-2, 2, 1)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'solve Ax = b where A = [[-3,1,-2],[1,-2,-1],[-1,0,2]] and b = <0, 5, -2>',
    task: 'solve',
    expect: 'x = (0, -2, -1)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Solve the system Ax = b for A = [0 -3 2; 2 3 3; -3 -3 0] and b = (2, 3, 4)',
    task: 'solve',
    expect: 'x = (-20/11, 16/33, 19/11)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'solve \\begin{pmatrix}-3&-6\\\\-2&-4\\end{pmatrix}x = [3, 2]',
    task: 'solve',
    expect: 'x = (-1, 0) + t*(-2, 1)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Solve the system with augmented matrix [[2, 2, 2, 0, 6], [-2, 1, 1, -1, 2], [-3, -3, -3, -1, -7]]',
    task: 'solve',
    expect: 'x = (1, 2, 0, -2) + t*(0, -1, 1, 0)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'solve \\begin{bmatrix} 1 & -2 & -3 \\\\ 2 & 0 & 1 \\\\ 0 & 1 & 1 \\end{bmatrix}x = 0',
    task: 'solve',
    expect: 'x = (0, 0, 0)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'solve Ax = b where A = [[0,-2,-4],[0,-2,-4]] and b = [0, -2]',
    task: 'solve',
    expect: 'no solution',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Solve the system Ax = b for A = [-3 -3 -1 1; 1 -2 -1 2; 0 -3 2 3] and b = <15, 3, 2>',
    task: 'solve',
    expect: 'x = (-38/15, -28/15, -9/5, 0) + t*(-7/15, 13/15, -1/5, 1)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'solve \\begin{pmatrix}-3&1&1\\\\3&1&2\\\\0&3&-1\\end{pmatrix}x = (-6, -3, 3)',
    task: 'solve',
    expect: 'x = (1, 0, -3)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Solve the system with augmented matrix [[3, 1, 2, -1, 6], [1, 3, -2, -1, 4], [-2, -2, 0, 1, -5]]',
    task: 'solve',
    expect: 'x = (7/4, 3/4, 0, 0) + s*(-1, 1, 1, 0) + t*(1/4, 1/4, 0, 1)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'solve \\begin{bmatrix} -1 & -1 & -3 \\\\ 1 & -1 & -3 \\\\ -3 & 3 & 0 \\end{bmatrix}x = 0',
    task: 'solve',
    expect: 'x = (0, 0, 0)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'solve Ax = b where A = [[-1,3,1,0],[-1,0,1,-3],[3,1,-3,-2]] and b = (8, -4, 4)',
    task: 'solve',
    expect: 'x = (1, 3, 0, 1) + t*(1, 0, 1, 0)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Solve the system Ax = b for A = [-3 3 3; 2 -2 -2] and b = [0, 0]',
    task: 'solve',
    expect: 'x = s*(1, 1, 0) + t*(1, 0, 1)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'solve \\begin{pmatrix}-1&-2&-1\\\\1&-1&0\\\\-2&2&2\\end{pmatrix}x = <-6, 0, -6>',
    task: 'solve',
    expect: 'x = (3, 3, -3)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Solve the system with augmented matrix [[-2, 0, 2, 0], [-1, -3, 0, -3]]',
    task: 'solve',
    expect: 'x = (0, 1, 0) + t*(1, -1/3, 1)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'solve \\begin{bmatrix} -4 & 2 & -2 & 0 \\\\ -3 & 2 & -1 & 2 \\\\ 6 & -3 & 3 & 0 \\end{bmatrix}x = 0',
    task: 'solve',
    expect: 'x = s*(-1, -1, 1, 0) + t*(-2, -4, 0, 1)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'solve Ax = b where A = [[2,-2,1],[2,2,2],[-1,3,2]] and b = <4, -2, -1>',
    task: 'solve',
    expect: 'x = (-1, -2, 2)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Solve the system Ax = b for A = [0 -2; -2 0] and b = (4, -4)',
    task: 'solve',
    expect: 'x = (2, -2)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'solve \\begin{pmatrix}3&3\\\\3&3\\end{pmatrix}x = [-1, 2]',
    task: 'solve',
    expect: 'no solution',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Solve the system with augmented matrix [[1, 0, 2, 5], [-2, 0, 0, 2], [1, -2, 3, 4]]',
    task: 'solve',
    expect: 'x = (-1, 2, 3)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'solve \\begin{bmatrix} -2 & 0 & 1 \\\\ 2 & 1 & 3 \\\\ -3 & -2 & 1 \\end{bmatrix}x = 0',
    task: 'solve',
    expect: 'x = (0, 0, 0)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'solve Ax = b where A = [[-2,1,1],[2,-1,-1],[2,-1,3]] and b = [4, -4, -4]',
    task: 'solve',
    expect: 'x = (-2, 0, 0) + t*(1/2, 1, 0)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Solve the system Ax = b for A = [-2 3 0; 3 3 -1; -3 2 -3] and b = <-4, 4, 1>',
    task: 'solve',
    expect: 'x = (61/50, -13/25, -19/10)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'solve \\begin{pmatrix}-2&-3&-2\\\\0&2&0\\\\3&-2&2\\end{pmatrix}x = (9, -6, 8)',
    task: 'solve',
    expect: 'x = (2, -3, -2)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Solve the system with augmented matrix [[-8, 2, 4, -6], [4, -6, -2, 8], [2, 2, -1, -1]]',
    task: 'solve',
    expect: 'x = (1/2, -1, 0) + t*(1/2, 0, 1)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'solve \\begin{bmatrix} 3 & 3 & -2 \\\\ -3 & -3 & -2 \\\\ -1 & 0 & 2 \\end{bmatrix}x = 0',
    task: 'solve',
    expect: 'x = (0, 0, 0)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'solve Ax = b where A = [[1,-2,1],[-3,1,-2]] and b = (1, 3)',
    task: 'solve',
    expect: 'x = (-7/5, -6/5, 0) + t*(-3/5, 1/5, 1)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Solve the system Ax = b for A = [-1 -1 1; 5 1 -1; -1 1 -1] and b = [4, -16, 2]',
    task: 'solve',
    expect: 'x = (-3, -1, 0) + t*(0, 1, 1)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'solve \\begin{pmatrix}0&3\\\\1&2\\end{pmatrix}x = <-3, 0>',
    task: 'solve',
    expect: 'x = (2, -1)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Solve the system with augmented matrix [[0, -2, -2, -3, 6], [0, 3, 1, -2, -2], [-2, -3, 2, -1, 19]]',
    task: 'solve',
    expect: 'x = (-55/4, 1/2, -7/2, 0) + t*(-51/8, 7/4, -13/4, 1)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'solve \\begin{bmatrix} 2 & 0 & -1 & -1 \\\\ -6 & 2 & 5 & 3 \\\\ 2 & -1 & -2 & -1 \\end{bmatrix}x = 0',
    task: 'solve',
    expect: 'x = s*(1/2, -1, 1, 0) + t*(1/2, 0, 0, 1)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'solve Ax = b where A = [[0,-3],[1,2]] and b = <0, -2>',
    task: 'solve',
    expect: 'x = (-2, 0)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Solve the system Ax = b for A = [-2 -1 -3; 2 -1 -1; -3 0 -2] and b = (-5, 1, -5)',
    task: 'solve',
    expect: 'x = (1, 0, 1)',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'eigenvalues of [[4,1],[2,3]]',
    task: 'eigenvalues',
    expect: '2, 5',
    source: 'Lemma issue #22 example; checked with SymPy',
  },
  {
    q: 'What are the eigenvalues of [[4,1],[2,3]]?',
    task: 'eigenvalues',
    expect: '2, 5',
    source: 'Lemma issue #22 example; checked with SymPy',
  },
  {
    q: 'eigenvalues of \\begin{pmatrix}-2&4\\\\3&-3\\end{pmatrix}',
    task: 'eigenvalues',
    expect: '-6, 1',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What are the eigenvalues of [[2, -3], [-3, 4]]?',
    task: 'eigenvalues',
    expect: '3 - sqrt(10), 3 + sqrt(10)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues. \\begin{bmatrix} 3 & 0 & 0 \\\\ 4 & -4 & 2 \\\\ -3 & 3 & -1 \\end{bmatrix}',
    task: 'eigenvalues',
    expect: '-5/2 - sqrt(33)/2, -5/2 + sqrt(33)/2, 3',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues of the matrix [[2,3],[-2,4]]',
    task: 'eigenvalues',
    expect: '3 + sqrt(5)*i, 3 - sqrt(5)*i',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'eigenvalues of [-2 3; -1 -2]',
    task: 'eigenvalues',
    expect: '-2 + sqrt(3)*i, -2 - sqrt(3)*i',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What are the eigenvalues of \\begin{pmatrix}-3&-1&-3\\\\4&-4&2\\\\0&1&3\\end{pmatrix}?',
    task: 'eigenvalues',
    expect: '3, -7/2 + sqrt(7)/2*i, -7/2 - sqrt(7)/2*i',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues. [[4, 0], [4, -4]]',
    task: 'eigenvalues',
    expect: '-4, 4',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues of the matrix \\begin{bmatrix} -1 & 0 \\\\ 1 & 0 \\end{bmatrix}',
    task: 'eigenvalues',
    expect: '-1, 0',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'eigenvalues of [[2,-4,1],[0,4,0],[-4,-3,4]]',
    task: 'eigenvalues',
    expect: '4, 3 + sqrt(3)*i, 3 - sqrt(3)*i',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What are the eigenvalues of [-1 0; 0 -3]?',
    task: 'eigenvalues',
    expect: '-3, -1',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues. \\begin{pmatrix}-3&4\\\\-4&1\\end{pmatrix}',
    task: 'eigenvalues',
    expect: '-1 + 2*sqrt(3)*i, -1 - 2*sqrt(3)*i',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues of the matrix [[0, 1, 3], [2, 1, 0], [4, 1, -3]]',
    task: 'eigenvalues',
    expect: '-1 - 3*sqrt(2), 0, -1 + 3*sqrt(2)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'eigenvalues of \\begin{bmatrix} 4 & 1 \\\\ -2 & -3 \\end{bmatrix}',
    task: 'eigenvalues',
    expect: '1/2 - sqrt(41)/2, 1/2 + sqrt(41)/2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What are the eigenvalues of [[0,1],[-4,4]]?',
    task: 'eigenvalues',
    expect: '2 (multiplicity 2)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues. [3 -3 -2; -1 -1 -2; -4 4 -4]',
    task: 'eigenvalues',
    expect: '4, -3 + i, -3 - i',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues of the matrix \\begin{pmatrix}-2&0\\\\0&1\\end{pmatrix}',
    task: 'eigenvalues',
    expect: '-2, 1',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'eigenvalues of [[-4, -2], [-4, 0]]',
    task: 'eigenvalues',
    expect: '-2 - 2*sqrt(3), -2 + 2*sqrt(3)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What are the eigenvalues of \\begin{bmatrix} -4 & 0 & 0 \\\\ 3 & -4 & 4 \\\\ -1 & 0 & 2 \\end{bmatrix}?',
    task: 'eigenvalues',
    expect: '-4 (multiplicity 2), 2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues. [[2,0],[-3,0]]',
    task: 'eigenvalues',
    expect: '0, 2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues of the matrix [-4 4; 1 1]',
    task: 'eigenvalues',
    expect: '-3/2 - sqrt(41)/2, -3/2 + sqrt(41)/2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'eigenvalues of \\begin{pmatrix}-4&4&0\\\\-3&-3&0\\\\3&0&2\\end{pmatrix}',
    task: 'eigenvalues',
    expect: '2, -7/2 + sqrt(47)/2*i, -7/2 - sqrt(47)/2*i',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What are the eigenvalues of [[-2, -1], [-4, 3]]?',
    task: 'eigenvalues',
    expect: '1/2 - sqrt(41)/2, 1/2 + sqrt(41)/2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues. \\begin{bmatrix} -4 & -1 \\\\ -4 & 0 \\end{bmatrix}',
    task: 'eigenvalues',
    expect: '-2 - 2*sqrt(2), -2 + 2*sqrt(2)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues of the matrix [[-3,1,0],[4,-1,2],[-3,-2,-4]]',
    task: 'eigenvalues',
    expect: '-3 - sqrt(2), -2, -3 + sqrt(2)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'eigenvalues of [3 2; -3 -3]',
    task: 'eigenvalues',
    expect: '-sqrt(3), sqrt(3)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What are the eigenvalues of \\begin{pmatrix}0&-1\\\\0&0\\end{pmatrix}?',
    task: 'eigenvalues',
    expect: '0 (multiplicity 2)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues. [[4, -4, 4], [-1, 1, 0], [-4, 4, -3]]',
    task: 'eigenvalues',
    expect: '0, 1 (multiplicity 2)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues of the matrix \\begin{bmatrix} -1 & -2 \\\\ -3 & -3 \\end{bmatrix}',
    task: 'eigenvalues',
    expect: '-2 - sqrt(7), -2 + sqrt(7)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'eigenvalues of [[3,-2],[4,2]]',
    task: 'eigenvalues',
    expect: '5/2 + sqrt(31)/2*i, 5/2 - sqrt(31)/2*i',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What are the eigenvalues of [-2 2 -1; 3 -3 -1; -4 -3 -1]?',
    task: 'eigenvalues',
    expect: '-5, -1/2 - sqrt(29)/2, -1/2 + sqrt(29)/2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues. \\begin{pmatrix}0&4\\\\1&0\\end{pmatrix}',
    task: 'eigenvalues',
    expect: '-2, 2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues of the matrix [[3, -3], [-2, -4]]',
    task: 'eigenvalues',
    expect: '-1/2 - sqrt(73)/2, -1/2 + sqrt(73)/2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'eigenvalues of \\begin{bmatrix} 4 & -4 & 3 \\\\ -1 & 0 & -2 \\\\ 4 & 0 & -3 \\end{bmatrix}',
    task: 'eigenvalues',
    expect: '3/2 - sqrt(97)/2, -2, 3/2 + sqrt(97)/2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What are the eigenvalues of [[2,0],[-2,4]]?',
    task: 'eigenvalues',
    expect: '2, 4',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues. [-3 0; 4 0]',
    task: 'eigenvalues',
    expect: '-3, 0',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues of the matrix \\begin{pmatrix}3&-4&-4\\\\-4&3&4\\\\2&1&-3\\end{pmatrix}',
    task: 'eigenvalues',
    expect: '2 - sqrt(21), -1, 2 + sqrt(21)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'eigenvalues of [[-1, 1], [-3, 0]]',
    task: 'eigenvalues',
    expect: '-1/2 + sqrt(11)/2*i, -1/2 - sqrt(11)/2*i',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What are the eigenvalues of \\begin{bmatrix} 3 & 4 \\\\ -2 & -4 \\end{bmatrix}?',
    task: 'eigenvalues',
    expect: '-1/2 - sqrt(17)/2, -1/2 + sqrt(17)/2',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues. [[1,0,-4],[-1,2,-1],[1,-1,-2]]',
    task: 'eigenvalues',
    expect: '-1, 1 (multiplicity 2)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues of the matrix [-2 -4; -1 4]',
    task: 'eigenvalues',
    expect: '1 - sqrt(13), 1 + sqrt(13)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'eigenvalues of \\begin{pmatrix}2&0\\\\2&3\\end{pmatrix}',
    task: 'eigenvalues',
    expect: '2, 3',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What are the eigenvalues of [[-4, -1, 3], [-3, 0, -1], [-2, -1, -2]]?',
    task: 'eigenvalues',
    expect: '1, -7/2 + sqrt(19)/2*i, -7/2 - sqrt(19)/2*i',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What are the eigenvalues of \\begin{bmatrix} 0 & -3 & -3 \\\\ 2 & 4 & -2 \\\\ 4 & 1 & -4 \\end{bmatrix}?',
    task: 'eigenvalues',
    expect: '≈ 3.09417, -1.54709 + 3.34371i, -1.54709 - 3.34371i',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'eigenvalues of [[0,2,1],[3,-1,-3],[-2,-2,0]]',
    task: 'eigenvalues',
    expect: '≈ -3.51882, -0.390699, 2.90952',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What are the eigenvalues of [-4 4 -2; 4 -3 -3; -3 2 0]?',
    task: 'eigenvalues',
    expect: '≈ -7.28528, -1.25093, 1.53621',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues. \\begin{pmatrix}1&-3&-2\\\\-1&2&-2\\\\4&-2&1\\end{pmatrix}',
    task: 'eigenvalues',
    expect: '≈ 4.28713, -0.143563 + 2.68521i, -0.143563 - 2.68521i',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'eigenvalues of [[4, -1, 4], [0, -2, -2], [-2, 4, 0]]',
    task: 'eigenvalues',
    expect: '≈ 1.62396, 0.188018 + 2.71182i, 0.188018 - 2.71182i',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What are the eigenvalues of \\begin{bmatrix} 2 & 3 & -3 \\\\ 3 & -4 & -4 \\\\ 0 & 3 & 4 \\end{bmatrix}?',
    task: 'eigenvalues',
    expect: '≈ -4.46743, 3.23372 + 2.3315i, 3.23372 - 2.3315i',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues. [[-4,-2,1],[-4,2,2],[-4,1,-2]]',
    task: 'eigenvalues',
    expect: '≈ 3.55624, -3.77812 + 1.6117i, -3.77812 - 1.6117i',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'eigenvalues of [-3 3 2; -1 -3 -4; -4 4 2]',
    task: 'eigenvalues',
    expect: '≈ -0.352186, -1.82391 + 4.40326i, -1.82391 - 4.40326i',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'eigenvectors of \\begin{pmatrix}3&1\\\\1&3\\end{pmatrix}',
    task: 'eigenvectors',
    expect: 'λ = 2: (-1, 1); λ = 4: (1, 1)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues and eigenvectors of [[2, -2], [3, 1]]',
    task: 'eigenvectors',
    expect: 'λ = 3/2 + sqrt(23)/2*i: (1 + sqrt(23)*i, 6); λ = 3/2 - sqrt(23)/2*i: (1 - sqrt(23)*i, 6)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What are the eigenvectors of \\begin{bmatrix} -3 & 0 & -2 \\\\ 3 & -3 & 0 \\\\ -3 & 0 & 2 \\end{bmatrix}?',
    task: 'eigenvectors',
    expect: 'λ = -4: (2, -6, 1); λ = -3: (0, 1, 0); λ = 3: (-2, -1, 6)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find a basis for each eigenspace of [[1,-2],[-2,-3]]',
    task: 'eigenvectors',
    expect: 'λ = -1 - 2*sqrt(2): (-1 + sqrt(2), 1); λ = -1 + 2*sqrt(2): (-1 - sqrt(2), 1)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'eigenvectors of [-3 -4; -2 2]',
    task: 'eigenvectors',
    expect: 'λ = -1/2 - sqrt(57)/2: (5 + sqrt(57), 4); λ = -1/2 + sqrt(57)/2: (5 - sqrt(57), 4)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues and eigenvectors of \\begin{pmatrix}3&-3&-4\\\\-3&3&-4\\\\3&2&-3\\end{pmatrix}',
    task: 'eigenvectors',
    expect:
      'λ = 6: (35, -39, 3); λ = -3/2 + sqrt(71)/2*i: (3 + sqrt(71)*i, 3 + sqrt(71)*i, 10); λ = -3/2 - sqrt(71)/2*i: (3 - sqrt(71)*i, 3 - sqrt(71)*i, 10)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What are the eigenvectors of [[2, 3], [-4, -1]]?',
    task: 'eigenvectors',
    expect: 'λ = 1/2 + sqrt(39)/2*i: (-3 - sqrt(39)*i, 8); λ = 1/2 - sqrt(39)/2*i: (-3 + sqrt(39)*i, 8)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find a basis for each eigenspace of \\begin{bmatrix} -1 & -3 \\\\ -1 & -2 \\end{bmatrix}',
    task: 'eigenvectors',
    expect: 'λ = -3/2 - sqrt(13)/2: (-1 + sqrt(13), 2); λ = -3/2 + sqrt(13)/2: (-1 - sqrt(13), 2)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'eigenvectors of [[-4,-4,4],[-4,2,1],[-4,-4,4]]',
    task: 'eigenvectors',
    expect: 'λ = 1 - sqrt(13): (4, -1 + sqrt(13), 4); λ = 0: (1, 1, 2); λ = 1 + sqrt(13): (4, -1 - sqrt(13), 4)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues and eigenvectors of [-3 2; 4 -4]',
    task: 'eigenvectors',
    expect: 'λ = -7/2 - sqrt(33)/2: (1 - sqrt(33), 8); λ = -7/2 + sqrt(33)/2: (1 + sqrt(33), 8)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What are the eigenvectors of \\begin{pmatrix}-4&0\\\\-2&-1\\end{pmatrix}?',
    task: 'eigenvectors',
    expect: 'λ = -4: (3, 2); λ = -1: (0, 1)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find a basis for each eigenspace of [[-1, 2, 2], [4, 0, 3], [-2, 1, -1]]',
    task: 'eigenvectors',
    expect:
      'λ = -1/2 - sqrt(29)/2: (-10 + 2*sqrt(29), -19 + 3*sqrt(29), 2); λ = -1: (-1, -2, 2); λ = -1/2 + sqrt(29)/2: (-10 - 2*sqrt(29), -19 - 3*sqrt(29), 2)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'eigenvectors of \\begin{bmatrix} 0 & -3 \\\\ -3 & 2 \\end{bmatrix}',
    task: 'eigenvectors',
    expect: 'λ = 1 - sqrt(10): (1 + sqrt(10), 3); λ = 1 + sqrt(10): (1 - sqrt(10), 3)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues and eigenvectors of [[-1,2],[2,4]]',
    task: 'eigenvectors',
    expect: 'λ = 3/2 - sqrt(41)/2: (-5 - sqrt(41), 4); λ = 3/2 + sqrt(41)/2: (-5 + sqrt(41), 4)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What are the eigenvectors of [-4 0 4; 3 3 2; -1 1 4]?',
    task: 'eigenvectors',
    expect:
      'λ = 1 - sqrt(17): (5 + sqrt(17), -1 - sqrt(17), 2); λ = 1: (4, -11, 5); λ = 1 + sqrt(17): (5 - sqrt(17), -1 + sqrt(17), 2)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find a basis for each eigenspace of \\begin{pmatrix}0&4\\\\-2&2\\end{pmatrix}',
    task: 'eigenvectors',
    expect: 'λ = 1 + sqrt(7)*i: (1 - sqrt(7)*i, 2); λ = 1 - sqrt(7)*i: (1 + sqrt(7)*i, 2)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'eigenvectors of [[0, 2], [3, -3]]',
    task: 'eigenvectors',
    expect: 'λ = -3/2 - sqrt(33)/2: (3 - sqrt(33), 6); λ = -3/2 + sqrt(33)/2: (3 + sqrt(33), 6)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues and eigenvectors of \\begin{bmatrix} 2 & -3 & 4 \\\\ -3 & 1 & 0 \\\\ -3 & -1 & -4 \\end{bmatrix}',
    task: 'eigenvectors',
    expect:
      'λ = 4: (-4, 4, 1); λ = -5/2 + 3*sqrt(3)/2*i: (-9 - 7*sqrt(3)*i, -6*sqrt(3)*i, 18); λ = -5/2 - 3*sqrt(3)/2*i: (-9 + 7*sqrt(3)*i, 6*sqrt(3)*i, 18)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What are the eigenvectors of [[3,4],[-3,3]]?',
    task: 'eigenvectors',
    expect: 'λ = 3 + 2*sqrt(3)*i: (-2*sqrt(3)*i, 3); λ = 3 - 2*sqrt(3)*i: (2*sqrt(3)*i, 3)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find a basis for each eigenspace of [2 -1; 0 -4]',
    task: 'eigenvectors',
    expect: 'λ = -4: (1, 6); λ = 2: (1, 0)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'eigenvectors of \\begin{pmatrix}1&4&-2\\\\4&0&2\\\\-2&4&2\\end{pmatrix}',
    task: 'eigenvectors',
    expect:
      'λ = -1/2 - sqrt(89)/2: (13 + sqrt(89), -6 - 2*sqrt(89), 20); λ = 4: (0, 1, 2); λ = -1/2 + sqrt(89)/2: (13 - sqrt(89), -6 + 2*sqrt(89), 20)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues and eigenvectors of [[-1, -4], [2, -1]]',
    task: 'eigenvectors',
    expect: 'λ = -1 + 2*sqrt(2)*i: (sqrt(2)*i, 1); λ = -1 - 2*sqrt(2)*i: (-sqrt(2)*i, 1)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What are the eigenvectors of \\begin{bmatrix} 0 & 0 \\\\ -2 & -3 \\end{bmatrix}?',
    task: 'eigenvectors',
    expect: 'λ = -3: (0, 1); λ = 0: (-3, 2)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find a basis for each eigenspace of [[1,0,4],[0,-1,0],[0,3,-4]]',
    task: 'eigenvectors',
    expect: 'λ = -4: (-4, 0, 5); λ = -1: (-2, 1, 1); λ = 1: (1, 0, 0)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'eigenvectors of [-4 1; 2 0]',
    task: 'eigenvectors',
    expect: 'λ = -2 - sqrt(6): (-2 - sqrt(6), 2); λ = -2 + sqrt(6): (-2 + sqrt(6), 2)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues and eigenvectors of \\begin{pmatrix}4&-2\\\\3&-1\\end{pmatrix}',
    task: 'eigenvectors',
    expect: 'λ = 1: (2, 3); λ = 2: (1, 1)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What are the eigenvectors of [[1, 4, -2], [-3, -3, -1], [0, 3, -4]]?',
    task: 'eigenvectors',
    expect:
      'λ = -1: (-1, 1, 1); λ = -5/2 + sqrt(35)/2*i: (10 - 2*sqrt(35)*i, 9 + 3*sqrt(35)*i, 18); λ = -5/2 - sqrt(35)/2*i: (10 + 2*sqrt(35)*i, 9 - 3*sqrt(35)*i, 18)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find a basis for each eigenspace of \\begin{bmatrix} -1 & 3 \\\\ -4 & -3 \\end{bmatrix}',
    task: 'eigenvectors',
    expect: 'λ = -2 + sqrt(11)*i: (-1 - sqrt(11)*i, 4); λ = -2 - sqrt(11)*i: (-1 + sqrt(11)*i, 4)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'eigenvectors of [[-1,2],[1,-4]]',
    task: 'eigenvectors',
    expect: 'λ = -5/2 - sqrt(17)/2: (3 - sqrt(17), 2); λ = -5/2 + sqrt(17)/2: (3 + sqrt(17), 2)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues and eigenvectors of [2 -4 3; 3 4 -4; 0 0 -2]',
    task: 'eigenvectors',
    expect: 'λ = -2: (-2, 25, 36); λ = 3 + sqrt(11)*i: (-1 + sqrt(11)*i, 3, 0); λ = 3 - sqrt(11)*i: (-1 - sqrt(11)*i, 3, 0)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What are the eigenvectors of \\begin{pmatrix}-4&-1\\\\-3&1\\end{pmatrix}?',
    task: 'eigenvectors',
    expect: 'λ = -3/2 - sqrt(37)/2: (5 + sqrt(37), 6); λ = -3/2 + sqrt(37)/2: (5 - sqrt(37), 6)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find a basis for each eigenspace of [[-1, -2], [-3, -4]]',
    task: 'eigenvectors',
    expect: 'λ = -5/2 - sqrt(33)/2: (-3 + sqrt(33), 6); λ = -5/2 + sqrt(33)/2: (-3 - sqrt(33), 6)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'characteristic polynomial of \\begin{bmatrix} 0 & 1 \\\\ 3 & -1 \\end{bmatrix}',
    task: 'charpoly',
    expect: 'λ^2 + λ - 3',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the characteristic polynomial. [[0,0,4],[-4,1,2],[0,3,-2]]',
    task: 'charpoly',
    expect: '-λ^3 - λ^2 + 8*λ - 48',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the characteristic polynomial of [2 0; 1 2]?',
    task: 'charpoly',
    expect: 'λ^2 - 4*λ + 4',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'characteristic polynomial of \\begin{pmatrix}-1&1&-4\\\\-2&-3&2\\\\3&2&-3\\end{pmatrix}',
    task: 'charpoly',
    expect: '-λ^3 - 7*λ^2 - 25*λ - 25',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the characteristic polynomial. [[3, 0], [3, 0]]',
    task: 'charpoly',
    expect: 'λ^2 - 3*λ',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the characteristic polynomial of \\begin{bmatrix} 3 & -4 & -1 \\\\ 0 & 1 & 4 \\\\ 4 & -1 & -4 \\end{bmatrix}?',
    task: 'charpoly',
    expect: '-λ^3 + 5*λ - 60',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'characteristic polynomial of [[-1,3],[2,4]]',
    task: 'charpoly',
    expect: 'λ^2 - 3*λ - 10',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the characteristic polynomial. [-4 0 0; 3 -3 2; 2 -4 -4]',
    task: 'charpoly',
    expect: '-λ^3 - 11*λ^2 - 48*λ - 80',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the characteristic polynomial of \\begin{pmatrix}3&4\\\\1&-1\\end{pmatrix}?',
    task: 'charpoly',
    expect: 'λ^2 - 2*λ - 7',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'characteristic polynomial of [[4, 4, -3], [-1, -3, -4], [-1, -4, -3]]',
    task: 'charpoly',
    expect: '-λ^3 - 2*λ^2 + 30*λ - 27',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the characteristic polynomial. \\begin{bmatrix} 3 & -2 \\\\ 1 & -4 \\end{bmatrix}',
    task: 'charpoly',
    expect: 'λ^2 + λ - 10',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the characteristic polynomial of [[2,4,-4],[2,0,3],[4,2,-3]]?',
    task: 'charpoly',
    expect: '-λ^3 - λ^2 + 4*λ + 44',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'characteristic polynomial of [-4 1; -3 0]',
    task: 'charpoly',
    expect: 'λ^2 + 4*λ + 3',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the characteristic polynomial. \\begin{pmatrix}2&-2&-3\\\\-3&0&-2\\\\-3&3&-1\\end{pmatrix}',
    task: 'charpoly',
    expect: '-λ^3 + λ^2 + 11*λ + 33',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the characteristic polynomial of [[-4, -4], [1, -1]]?',
    task: 'charpoly',
    expect: 'λ^2 + 5*λ + 8',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'characteristic polynomial of \\begin{bmatrix} 0 & 0 & 0 \\\\ -3 & 4 & -4 \\\\ -1 & -2 & -4 \\end{bmatrix}',
    task: 'charpoly',
    expect: '-λ^3 + 24*λ',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the characteristic polynomial. [[1,3],[-4,4]]',
    task: 'charpoly',
    expect: 'λ^2 - 5*λ + 16',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the characteristic polynomial of [-1 3 -1; 0 -1 0; 3 -4 -4]?',
    task: 'charpoly',
    expect: '-λ^3 - 6*λ^2 - 12*λ - 7',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'characteristic polynomial of \\begin{pmatrix}0&4\\\\4&-3\\end{pmatrix}',
    task: 'charpoly',
    expect: 'λ^2 + 3*λ - 16',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the characteristic polynomial. [[-1, 3, -2], [4, 1, -3], [-1, 3, 2]]',
    task: 'charpoly',
    expect: '-λ^3 + 2*λ^2 + 6*λ - 52',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the characteristic polynomial of \\begin{bmatrix} 3 & 4 \\\\ 3 & -3 \\end{bmatrix}?',
    task: 'charpoly',
    expect: 'λ^2 - 21',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'characteristic polynomial of [[-2,3,1],[4,1,-2],[2,1,1]]',
    task: 'charpoly',
    expect: '-λ^3 + 15*λ - 28',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the characteristic polynomial. [0 2; -3 -1]',
    task: 'charpoly',
    expect: 'λ^2 + λ + 6',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'What is the characteristic polynomial of \\begin{pmatrix}-1&0&2\\\\-1&-3&0\\\\4&0&0\\end{pmatrix}?',
    task: 'charpoly',
    expect: '-λ^3 - 4*λ^2 + 5*λ + 24',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'characteristic polynomial of [[4, -1], [0, -2]]',
    task: 'charpoly',
    expect: 'λ^2 - 2*λ - 8',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the characteristic polynomial. \\begin{bmatrix} 4 & 0 & -1 \\\\ -2 & -2 & -3 \\\\ -4 & -4 & 2 \\end{bmatrix}',
    task: 'charpoly',
    expect: '-λ^3 + 4*λ^2 + 20*λ - 64',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Diagonalize the matrix [[-3,0,-3],[-3,0,-4],[0,0,1]]',
    task: 'diagonalize',
    expect: 'P = [[1, 0, -3], [1, 1, -7], [0, 0, 4]], D = [[-3, 0, 0], [0, 0, 0], [0, 0, 1]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Diagonalize the matrix [3 -1; 0 3]',
    task: 'diagonalize',
    expect: 'not diagonalizable',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'diagonalize \\begin{pmatrix}-3&-1\\\\-4&2\\end{pmatrix}',
    task: 'diagonalize',
    expect: 'P = [[5 + sqrt(41), 5 - sqrt(41)], [8, 8]], D = [[-1/2 - sqrt(41)/2, 0], [0, -1/2 + sqrt(41)/2]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Is [[1, 2], [0, 1]] diagonalizable?',
    task: 'diagonalizable',
    expect: 'false',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'diagonalize \\begin{bmatrix} -3 & 2 & 2 \\\\ 2 & -3 & 2 \\\\ 0 & 4 & -2 \\end{bmatrix}',
    task: 'diagonalize',
    expect:
      'P = [[-1, 1 - sqrt(33), 1 + sqrt(33)], [-3, 1 - sqrt(33), 1 + sqrt(33)], [4, 8, 8]], D = [[-5, 0, 0], [0, -3/2 - sqrt(33)/2, 0], [0, 0, -3/2 + sqrt(33)/2]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'diagonalize [[3,1],[0,3]]',
    task: 'diagonalize',
    expect: 'not diagonalizable',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find P and D such that A = PDP^-1 for A = [-1 1; 3 4]',
    task: 'diagonalize',
    expect: 'P = [[-5 - sqrt(37), -5 + sqrt(37)], [6, 6]], D = [[3/2 - sqrt(37)/2, 0], [0, 3/2 + sqrt(37)/2]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Diagonalize the matrix \\begin{pmatrix}1&1\\\\0&1\\end{pmatrix}',
    task: 'diagonalize',
    expect: 'not diagonalizable',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find P and D such that A = PDP^-1 for A = [[2, 1], [0, 2]]',
    task: 'diagonalize',
    expect: 'not diagonalizable',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Determine whether \\begin{bmatrix} -3 & -4 & 0 \\\\ 0 & 2 & -1 \\\\ 0 & -1 & 0 \\end{bmatrix} is diagonalizable.',
    task: 'diagonalizable',
    expect: 'true',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'diagonalize [[3,2],[0,3]]',
    task: 'diagonalize',
    expect: 'not diagonalizable',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Diagonalize the matrix [3 -3 2; -2 1 2; 3 -3 -4]',
    task: 'diagonalize',
    expect:
      'P = [[5 - sqrt(73), -5, 5 + sqrt(73)], [-4, -6, -4], [6, 1, 6]], D = [[1/2 - sqrt(73)/2, 0, 0], [0, -1, 0], [0, 0, 1/2 + sqrt(73)/2]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find P and D such that A = PDP^-1 for A = \\begin{pmatrix}-3&-3\\\\-4&-1\\end{pmatrix}',
    task: 'diagonalize',
    expect: 'P = [[1 + sqrt(13), 1 - sqrt(13)], [4, 4]], D = [[-2 - sqrt(13), 0], [0, -2 + sqrt(13)]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Is [[1, 1], [0, 1]] diagonalizable?',
    task: 'diagonalizable',
    expect: 'false',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find P and D such that A = PDP^-1 for A = \\begin{bmatrix} -4 & -1 & -2 \\\\ -3 & 1 & 2 \\\\ 4 & 2 & 4 \\end{bmatrix}',
    task: 'diagonalize',
    expect:
      'P = [[-28 - 2*sqrt(61), 0, -28 + 2*sqrt(61)], [-7 - 5*sqrt(61), -2, -7 + 5*sqrt(61)], [36, 1, 36]], D = [[1/2 - sqrt(61)/2, 0, 0], [0, 0, 0], [0, 0, 1/2 + sqrt(61)/2]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'diagonalize [[3,-1],[-3,-4]]',
    task: 'diagonalize',
    expect: 'P = [[-7 + sqrt(61), -7 - sqrt(61)], [6, 6]], D = [[-1/2 - sqrt(61)/2, 0], [0, -1/2 + sqrt(61)/2]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Diagonalize the matrix [0 0 3; -2 3 2; 4 3 -4]',
    task: 'diagonalize',
    expect:
      'P = [[6 - 3*sqrt(22), 6 + 3*sqrt(22), 1], [4 - 2*sqrt(22), 4 + 2*sqrt(22), 1], [18, 18, 1]], D = [[-2 - sqrt(22), 0, 0], [0, -2 + sqrt(22), 0], [0, 0, 3]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find P and D such that A = PDP^-1 for A = \\begin{pmatrix}2&1\\\\0&2\\end{pmatrix}',
    task: 'diagonalize',
    expect: 'not diagonalizable',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find P and D such that A = PDP^-1 for A = [[2, 4, 3], [4, 2, -2], [-2, -2, 3]]',
    task: 'diagonalize',
    expect: 'P = [[-1, 1, -1], [1, -4, -6], [0, 6, 7]], D = [[-2, 0, 0], [0, 4, 0], [0, 0, 5]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'diagonalize \\begin{bmatrix} 2 & -1 \\\\ 0 & 2 \\end{bmatrix}',
    task: 'diagonalize',
    expect: 'not diagonalizable',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Diagonalize the matrix [[-3,-3,4],[1,3,-2],[-2,-3,3]]',
    task: 'diagonalize',
    expect: 'P = [[2, 3, 1], [0, 1, -1], [1, 3, 1]], D = [[-1, 0, 0], [0, 0, 0], [0, 0, 4]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Is [-4 -3; 0 0] diagonalizable?',
    task: 'diagonalizable',
    expect: 'true',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Diagonalize the matrix \\begin{pmatrix}3&2\\\\0&3\\end{pmatrix}',
    task: 'diagonalize',
    expect: 'not diagonalizable',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'diagonalize [[4, 0], [-4, -4]]',
    task: 'diagonalize',
    expect: 'P = [[0, -2], [1, 1]], D = [[-4, 0], [0, 4]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Determine whether \\begin{bmatrix} -3 & -3 & -1 \\\\ -2 & -4 & 3 \\\\ 0 & 2 & -1 \\end{bmatrix} is diagonalizable.',
    task: 'diagonalizable',
    expect: 'true',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find P and D such that A = PDP^-1 for A = [[1,2],[0,1]]',
    task: 'diagonalize',
    expect: 'not diagonalizable',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'diagonalize [-1 1 2; 0 -1 -4; -3 -3 -3]',
    task: 'diagonalize',
    expect:
      'P = [[-2 - sqrt(6), -2, -2 + sqrt(6)], [2*sqrt(6), 2, -2*sqrt(6)], [3, 1, 3]], D = [[-1 - sqrt(6), 0, 0], [0, -3, 0], [0, 0, -1 + sqrt(6)]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Diagonalize the matrix \\begin{pmatrix}4&4\\\\4&0\\end{pmatrix}',
    task: 'diagonalize',
    expect: 'P = [[1 - sqrt(5), 1 + sqrt(5)], [2, 2]], D = [[2 - 2*sqrt(5), 0], [0, 2 + 2*sqrt(5)]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Is [[2, 1], [0, 2]] diagonalizable?',
    task: 'diagonalizable',
    expect: 'false',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Diagonalize the matrix \\begin{bmatrix} 4 & -3 & 3 \\\\ 2 & -1 & 0 \\\\ 0 & 0 & -2 \\end{bmatrix}',
    task: 'diagonalize',
    expect: 'P = [[-1, 1, 3], [2, 1, 2], [4, 0, 0]], D = [[-2, 0, 0], [0, 1, 0], [0, 0, 2]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find P and D such that A = PDP^-1 for A = [[-4,-3],[1,1]]',
    task: 'diagonalize',
    expect: 'P = [[-5 - sqrt(13), -5 + sqrt(13)], [2, 2]], D = [[-3/2 - sqrt(13)/2, 0], [0, -3/2 + sqrt(13)/2]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Diagonalize the matrix [3 1; 0 3]',
    task: 'diagonalize',
    expect: 'not diagonalizable',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'projection of (0, -1, -1, 3) onto the column space of \\begin{pmatrix}-2&-1\\\\1&-2\\\\0&1\\\\-2&-1\\end{pmatrix}',
    task: 'projection',
    expect: '(94/59, -37/59, -4/59, 94/59)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the orthogonal projection of (1, -2, -2) onto span{(-2, -2, 2), (0, -2, 2)}',
    task: 'projection',
    expect: '(1, 0, 0)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'project (0, -2, -2) onto the plane spanned by (1, -2, 0) and (-1, 0, 0)',
    task: 'projection',
    expect: '(0, -2, 0)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'projection of (3, -2, -3, -2) onto the column space of [[2,2],[2,2],[-1,1],[-1,1]]',
    task: 'projection',
    expect: '(1/2, 1/2, -5/2, -5/2)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the orthogonal projection of (0, 1, 3) onto span{(-1, 0, 2), (-1, -2, -2)}',
    task: 'projection',
    expect: '(-2/9, 11/9, 26/9)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'project (0, 3, 3) onto the plane spanned by (1, -1, -1) and (-1, 0, 2)',
    task: 'projection',
    expect: '(-2, 2, 2)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'projection of (3, 3, 1, -1) onto the column space of [[2, -2], [2, 2], [-2, -2], [0, -1]]',
    task: 'projection',
    expect: '(93/35, 41/35, -41/35, 13/35)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the orthogonal projection of (0, 1, -3) onto span{(1, -1, 0), (-1, -1, -1)}',
    task: 'projection',
    expect: '(-7/6, -1/6, -2/3)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'project (-3, 0, 2) onto the plane spanned by (-1, -2, 0) and (-1, 0, 1)',
    task: 'projection',
    expect: '(-23/9, -2/9, 22/9)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'projection of (3, 0, -1, 1) onto the column space of [-1 2; 1 2; -1 -1; -1 0]',
    task: 'projection',
    expect: '(96/35, 4/5, 3/35, 34/35)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the orthogonal projection of (3, 2, 0) onto span{(-2, -1, 1), (2, 0, -1)}',
    task: 'projection',
    expect: '(12/5, 2, -6/5)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'project (3, 2, -3) onto the plane spanned by (-2, 2, 1) and (2, 1, -2)',
    task: 'projection',
    expect: '(38/13, 128/65, -201/65)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'projection of (0, 3, -3, 0) onto the column space of \\begin{bmatrix} -1 & -2 \\\\ 2 & -2 \\\\ -1 & -2 \\\\ 2 & 0 \\end{bmatrix}',
    task: 'projection',
    expect: '(-9/10, 9/5, -9/10, 9/5)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the orthogonal projection of (0, -1, 1) onto span{(1, 0, 0), (0, 1, 0)}',
    task: 'projection',
    expect: '(0, -1, 0)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'project (-1, 1, 1) onto the plane spanned by (-2, 2, 0) and (1, -2, 0)',
    task: 'projection',
    expect: '(-1, 1, 0)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'projection of (1, -1, -3, 3) onto the column space of \\begin{pmatrix}-1&-1\\\\-1&0\\\\0&2\\\\-2&-2\\end{pmatrix}',
    task: 'projection',
    expect: '(37/29, -11/29, -96/29, 74/29)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the orthogonal projection of (3, 0, 2) onto span{(1, -1, 2), (0, 0, 2)}',
    task: 'projection',
    expect: '(3/2, -3/2, 2)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'project (1, -2, 3) onto the plane spanned by (1, 0, -1) and (1, 1, 2)',
    task: 'projection',
    expect: '(1/11, 8/11, 23/11)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'projection of (2, 1, 2, -1) onto the column space of [[0,1],[-1,2],[-1,1],[1,2]]',
    task: 'projection',
    expect: '(8/29, 52/29, 44/29, -20/29)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the orthogonal projection of (0, 2, 0) onto span{(1, -2, -1), (-1, -2, 1)}',
    task: 'projection',
    expect: '(0, 2, 0)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'project (3, 1, 0) onto the plane spanned by (2, -2, -2) and (2, 2, -1)',
    task: 'projection',
    expect: '(27/13, 17/13, -16/13)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'projection of (3, -2, 1, 1) onto the column space of [[-1, 1], [-2, 2], [2, -2], [1, 0]]',
    task: 'projection',
    expect: '(-1/3, -2/3, 2/3, 1)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the orthogonal projection of (0, -1, 0) onto span{(1, 0, -1), (0, 1, 0)}',
    task: 'projection',
    expect: '(0, -1, 0)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'project (-1, 1, -1) onto the plane spanned by (1, 2, 1) and (2, -2, -1)',
    task: 'projection',
    expect: '(-1, 2/5, 1/5)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'projection of (-2, 3, 2, 0) onto the column space of [-2 0; 1 -2; 2 -2; 0 1]',
    task: 'projection',
    expect: '(-26/15, 29/15, 14/5, -8/15)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the orthogonal projection of (1, -1, -2) onto span{(-2, -1, 0), (1, -2, 0)}',
    task: 'projection',
    expect: '(1, -1, 0)',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'projection matrix onto the column space of [[1, 0], [1, -2], [1, -2]]',
    task: 'projection-matrix',
    expect: '[[1, 0, 0], [0, 1/2, 1/2], [0, 1/2, 1/2]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the matrix of the orthogonal projection onto the column space of \\begin{bmatrix} -2 & 2 \\\\ -1 & 1 \\\\ 0 & 2 \\end{bmatrix}',
    task: 'projection-matrix',
    expect: '[[4/5, 2/5, 0], [2/5, 1/5, 0], [0, 0, 1]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'projection matrix onto the column space of [[1,1],[2,1],[0,2]]',
    task: 'projection-matrix',
    expect: '[[5/21, 8/21, 4/21], [8/21, 17/21, -2/21], [4/21, -2/21, 20/21]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the matrix of the orthogonal projection onto the column space of [0 -2; 1 1; 0 -2]',
    task: 'projection-matrix',
    expect: '[[1/2, 0, 1/2], [0, 1, 0], [1/2, 0, 1/2]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'projection matrix onto the column space of \\begin{pmatrix}2&0\\\\0&-1\\\\-2&2\\end{pmatrix}',
    task: 'projection-matrix',
    expect: '[[5/6, -1/3, -1/6], [-1/3, 1/3, -1/3], [-1/6, -1/3, 5/6]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the matrix of the orthogonal projection onto the column space of [[1, 1], [-2, 2], [2, 2]]',
    task: 'projection-matrix',
    expect: '[[1/5, 0, 2/5], [0, 1, 0], [2/5, 0, 4/5]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'projection matrix onto the column space of \\begin{bmatrix} -1 & -2 \\\\ 2 & -1 \\\\ -2 & 2 \\end{bmatrix}',
    task: 'projection-matrix',
    expect: '[[61/65, -12/65, -2/13], [-12/65, 29/65, -6/13], [-2/13, -6/13, 8/13]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the matrix of the orthogonal projection onto the column space of [[-2,0],[-1,-2],[-1,0]]',
    task: 'projection-matrix',
    expect: '[[4/5, 0, 2/5], [0, 1, 0], [2/5, 0, 1/5]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'projection matrix onto the column space of [-1 1; 0 2; 2 -2]',
    task: 'projection-matrix',
    expect: '[[1/5, 0, -2/5], [0, 1, 0], [-2/5, 0, 4/5]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the matrix of the orthogonal projection onto the column space of \\begin{pmatrix}-1&2\\\\0&-1\\\\2&-2\\end{pmatrix}',
    task: 'projection-matrix',
    expect: '[[5/9, -4/9, -2/9], [-4/9, 5/9, -2/9], [-2/9, -2/9, 8/9]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'projection matrix onto the column space of [[2, -1], [1, -1], [2, -2]]',
    task: 'projection-matrix',
    expect: '[[1, 0, 0], [0, 1/5, 2/5], [0, 2/5, 4/5]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the matrix of the orthogonal projection onto the column space of \\begin{bmatrix} -1 & 1 \\\\ 1 & 0 \\\\ -1 & -2 \\end{bmatrix}',
    task: 'projection-matrix',
    expect: '[[5/7, -3/7, -1/7], [-3/7, 5/14, -3/14], [-1/7, -3/14, 13/14]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'projection matrix onto the column space of [[-1,-1],[1,1],[0,1]]',
    task: 'projection-matrix',
    expect: '[[1/2, -1/2, 0], [-1/2, 1/2, 0], [0, 0, 1]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the matrix of the orthogonal projection onto the column space of [2 2; 0 -2; 2 2]',
    task: 'projection-matrix',
    expect: '[[1/2, 0, 1/2], [0, 1, 0], [1/2, 0, 1/2]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'projection matrix onto the column space of \\begin{pmatrix}1&1\\\\1&2\\\\1&0\\end{pmatrix}',
    task: 'projection-matrix',
    expect: '[[1/3, 1/3, 1/3], [1/3, 5/6, -1/6], [1/3, -1/6, 5/6]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the matrix of the orthogonal projection onto the column space of [[2, 2], [1, 1], [2, 1]]',
    task: 'projection-matrix',
    expect: '[[4/5, 2/5, 0], [2/5, 1/5, 0], [0, 0, 1]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'projection matrix onto the column space of \\begin{bmatrix} 1 & -1 \\\\ 1 & 0 \\\\ -1 & 2 \\end{bmatrix}',
    task: 'projection-matrix',
    expect: '[[1/3, 1/3, -1/3], [1/3, 5/6, 1/6], [-1/3, 1/6, 5/6]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the matrix of the orthogonal projection onto the column space of [[-2,-1],[1,-2],[1,2]]',
    task: 'projection-matrix',
    expect: '[[17/25, -6/25, -2/5], [-6/25, 41/50, -3/10], [-2/5, -3/10, 1/2]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'projection matrix onto the column space of [0 2; 0 1; -2 2]',
    task: 'projection-matrix',
    expect: '[[4/5, 2/5, 0], [2/5, 1/5, 0], [0, 0, 1]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the matrix of the orthogonal projection onto the column space of \\begin{pmatrix}2&-2\\\\-1&1\\\\1&0\\end{pmatrix}',
    task: 'projection-matrix',
    expect: '[[4/5, -2/5, 0], [-2/5, 1/5, 0], [0, 0, 1]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'projection matrix onto the column space of [[1, 0], [-2, -1], [0, 2]]',
    task: 'projection-matrix',
    expect: '[[5/21, -8/21, -4/21], [-8/21, 17/21, -2/21], [-4/21, -2/21, 20/21]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the matrix of the orthogonal projection onto the column space of \\begin{bmatrix} -2 & -1 \\\\ -1 & 1 \\\\ -2 & -2 \\end{bmatrix}',
    task: 'projection-matrix',
    expect: '[[13/29, 8/29, 12/29], [8/29, 25/29, -6/29], [12/29, -6/29, 20/29]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'projection matrix onto the column space of [[0,0],[1,-1],[0,1]]',
    task: 'projection-matrix',
    expect: '[[0, 0, 0], [0, 1, 0], [0, 0, 1]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the matrix of the orthogonal projection onto the column space of [-1 2; 1 2; -1 2]',
    task: 'projection-matrix',
    expect: '[[1/2, 0, 1/2], [0, 1, 0], [1/2, 0, 1/2]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'projection matrix onto the column space of \\begin{pmatrix}2&0\\\\2&1\\\\-1&1\\end{pmatrix}',
    task: 'projection-matrix',
    expect: '[[8/17, 6/17, -6/17], [6/17, 13/17, 4/17], [-6/17, 4/17, 13/17]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the matrix of the orthogonal projection onto the column space of [[2, 0], [0, 1], [-2, -2]]',
    task: 'projection-matrix',
    expect: '[[5/6, -1/3, -1/6], [-1/3, 1/3, -1/3], [-1/6, -1/3, 5/6]]',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Apply the Gram-Schmidt process to (1, -2), (0, -2)',
    task: 'gram-schmidt',
    expect: '{(sqrt(5)/5, -2*sqrt(5)/5), (-2*sqrt(5)/5, -sqrt(5)/5)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Use Gram-Schmidt to find an orthonormal basis for span{(-1, -1, 1), (-1, 2, 0), (-2, 0, 1)}',
    task: 'gram-schmidt',
    expect:
      '{(-sqrt(3)/3, -sqrt(3)/3, sqrt(3)/3), (-2*sqrt(42)/21, 5*sqrt(42)/42, sqrt(42)/42), (-sqrt(14)/7, -sqrt(14)/14, -3*sqrt(14)/14)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'orthonormalize (1, 2, -1), (1, 1, 0), (-2, -1, -2)',
    task: 'gram-schmidt',
    expect: '{(sqrt(6)/6, sqrt(6)/3, -sqrt(6)/6), (sqrt(2)/2, 0, sqrt(2)/2), (sqrt(3)/3, -sqrt(3)/3, -sqrt(3)/3)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Gram-Schmidt (0, -1), (-1, -1)',
    task: 'gram-schmidt',
    expect: '{(0, -1), (-1, 0)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find an orthogonal basis for span{(0, -2, -2), (2, -2, 1)}',
    task: 'gram-schmidt',
    expect: '{(0, -2, -2), (2, -3/2, 3/2)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Apply the Gram-Schmidt process to (-2, -1, -2), (-2, 2, 0), (2, 2, -1)',
    task: 'gram-schmidt',
    expect:
      '{(-2/3, -1/3, -2/3), (-7*sqrt(17)/51, 10*sqrt(17)/51, 2*sqrt(17)/51), (2*sqrt(17)/17, 2*sqrt(17)/17, -3*sqrt(17)/17)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Use Gram-Schmidt to find an orthonormal basis for span{(-2, 2), (-2, 1)}',
    task: 'gram-schmidt',
    expect: '{(-sqrt(2)/2, sqrt(2)/2), (-sqrt(2)/2, -sqrt(2)/2)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'orthonormalize (-1, 0, 2), (-1, 2, -2), (-2, 0, -1)',
    task: 'gram-schmidt',
    expect: '{(-sqrt(5)/5, 0, 2*sqrt(5)/5), (-4*sqrt(5)/15, sqrt(5)/3, -2*sqrt(5)/15), (-2/3, -2/3, -1/3)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Gram-Schmidt (0, 2, -1), (-2, -1, 2)',
    task: 'gram-schmidt',
    expect: '{(0, 2*sqrt(5)/5, -sqrt(5)/5), (-2*sqrt(145)/29, 3*sqrt(145)/145, 6*sqrt(145)/145)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find an orthogonal basis for span{(0, -1), (1, 0)}',
    task: 'gram-schmidt',
    expect: '{(0, -1), (1, 0)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Apply the Gram-Schmidt process to (-2, 2, -2), (0, -2, 0), (-1, -1, -2)',
    task: 'gram-schmidt',
    expect: '{(-sqrt(3)/3, sqrt(3)/3, -sqrt(3)/3), (-sqrt(6)/6, -sqrt(6)/3, -sqrt(6)/6), (sqrt(2)/2, 0, -sqrt(2)/2)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Use Gram-Schmidt to find an orthonormal basis for span{(1, 0, -1), (0, 1, -2), (2, 2, 2)}',
    task: 'gram-schmidt',
    expect: '{(sqrt(2)/2, 0, -sqrt(2)/2), (-sqrt(3)/3, sqrt(3)/3, -sqrt(3)/3), (sqrt(6)/6, sqrt(6)/3, sqrt(6)/6)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'orthonormalize (1, -2), (-2, 1)',
    task: 'gram-schmidt',
    expect: '{(sqrt(5)/5, -2*sqrt(5)/5), (-2*sqrt(5)/5, -sqrt(5)/5)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Gram-Schmidt (0, 1, -2), (-2, 1, 1), (-1, 1, 0)',
    task: 'gram-schmidt',
    expect:
      '{(0, sqrt(5)/5, -2*sqrt(5)/5), (-2*sqrt(145)/29, 6*sqrt(145)/145, 3*sqrt(145)/145), (3*sqrt(29)/29, 4*sqrt(29)/29, 2*sqrt(29)/29)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find an orthogonal basis for span{(2, -1, -1), (0, -1, 2), (-1, 1, -1)}',
    task: 'gram-schmidt',
    expect: '{(2, -1, -1), (1/3, -7/6, 11/6), (-3/29, -4/29, -2/29)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Apply the Gram-Schmidt process to (-1, 0), (1, 2)',
    task: 'gram-schmidt',
    expect: '{(-1, 0), (0, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Use Gram-Schmidt to find an orthonormal basis for span{(-2, 2, -2), (1, -2, 1)}',
    task: 'gram-schmidt',
    expect: '{(-sqrt(3)/3, sqrt(3)/3, -sqrt(3)/3), (-sqrt(6)/6, -sqrt(6)/3, -sqrt(6)/6)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'orthonormalize (-1, -1, -2), (2, -2, -2), (-2, 1, -2)',
    task: 'gram-schmidt',
    expect:
      '{(-sqrt(6)/6, -sqrt(6)/6, -sqrt(6)/3), (4*sqrt(21)/21, -2*sqrt(21)/21, -sqrt(21)/21), (sqrt(14)/14, 3*sqrt(14)/14, -sqrt(14)/7)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Gram-Schmidt (2, 2), (-1, 0)',
    task: 'gram-schmidt',
    expect: '{(sqrt(2)/2, sqrt(2)/2), (-sqrt(2)/2, sqrt(2)/2)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find an orthogonal basis for span{(-2, 0, 2), (0, -1, -1), (0, 1, -2)}',
    task: 'gram-schmidt',
    expect: '{(-2, 0, 2), (-1/2, -1, -1/2), (-1, 1, -1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Apply the Gram-Schmidt process to (0, 1, -1), (-2, 0, 1)',
    task: 'gram-schmidt',
    expect: '{(0, sqrt(2)/2, -sqrt(2)/2), (-2*sqrt(2)/3, sqrt(2)/6, sqrt(2)/6)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Use Gram-Schmidt to find an orthonormal basis for span{(0, 2), (2, -2)}',
    task: 'gram-schmidt',
    expect: '{(0, 1), (1, 0)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'orthonormalize (1, 2, 2), (1, -1, 0), (-1, 0, -1)',
    task: 'gram-schmidt',
    expect: '{(1/3, 2/3, 2/3), (10*sqrt(17)/51, -7*sqrt(17)/51, 2*sqrt(17)/51), (2*sqrt(17)/17, 2*sqrt(17)/17, -3*sqrt(17)/17)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Gram-Schmidt (-1, 2, 0), (2, 0, 1), (0, 0, 2)',
    task: 'gram-schmidt',
    expect:
      '{(-sqrt(5)/5, 2*sqrt(5)/5, 0), (8*sqrt(105)/105, 4*sqrt(105)/105, sqrt(105)/21), (-2*sqrt(21)/21, -sqrt(21)/21, 4*sqrt(21)/21)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find an orthogonal basis for span{(-2, 1), (1, -1)}',
    task: 'gram-schmidt',
    expect: '{(-2, 1), (-1/5, -2/5)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Apply the Gram-Schmidt process to (-1, 1, -1), (0, -1, 0), (1, 0, 0)',
    task: 'gram-schmidt',
    expect: '{(-sqrt(3)/3, sqrt(3)/3, -sqrt(3)/3), (-sqrt(6)/6, -sqrt(6)/3, -sqrt(6)/6), (sqrt(2)/2, 0, -sqrt(2)/2)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Use Gram-Schmidt to find an orthonormal basis for span{(0, 0, -2), (-2, -2, -2), (-1, 1, 0)}',
    task: 'gram-schmidt',
    expect: '{(0, 0, -1), (-sqrt(2)/2, -sqrt(2)/2, 0), (-sqrt(2)/2, sqrt(2)/2, 0)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'orthonormalize (-1, -2), (-2, 1)',
    task: 'gram-schmidt',
    expect: '{(-sqrt(5)/5, -2*sqrt(5)/5), (-2*sqrt(5)/5, sqrt(5)/5)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the inverse of A = \\begin{bmatrix} 2 & 2 \\\\ -4 & -1 \\end{bmatrix}',
    task: 'inverse',
    expect: '[[-1/6, -1/3], [2/3, 1/3]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'find the determinant of matrix A = \\begin{bmatrix} -2 & -1 & -3 \\\\ 1 & 2 & 0 \\\\ -1 & 0 & -3 \\end{bmatrix}',
    task: 'det',
    expect: '3',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'compute the determinant of the 3x3 matrix [[-2,-1,-3],[1,2,0],[-1,0,-3]]',
    task: 'det',
    expect: '3',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '|A| for A = [[2,2],[-4,-1]]',
    task: 'det',
    expect: '6',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find a basis for the nullspace of A = \\begin{bmatrix} 0 & 0 & 0 \\\\ 6 & 6 & 0 \\end{bmatrix}',
    task: 'nullspace',
    expect: '{(-1, 1, 0), (0, 0, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the transpose of the matrix A = \\begin{bmatrix} 0 & 0 & 0 \\\\ 6 & 6 & 0 \\end{bmatrix}',
    task: 'transpose',
    expect: '[[0, 6], [0, 6], [0, 0]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the product AB if A = \\begin{bmatrix} 2 & 2 \\\\ -4 & -1 \\end{bmatrix} and B = \\begin{bmatrix} 0 & 0 & 0 \\\\ 6 & 6 & 0 \\end{bmatrix}',
    task: 'arithmetic',
    expect: '[[12, 12, 0], [-6, -6, 0]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'If A = \\begin{bmatrix} 2 & 2 \\\\ -4 & -1 \\end{bmatrix}, what is A squared?',
    task: 'power',
    expect: '[[-4, 2], [-4, -7]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'find the characteristic equation of A = \\begin{bmatrix} 2 & 2 \\\\ -4 & -1 \\end{bmatrix}',
    task: 'charpoly',
    expect: 'λ^2 - λ + 6 = 0',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Row reduce the augmented matrix [[0,0,0],[6,6,0]]',
    task: 'rref',
    expect: '[[1, 1, 0], [0, 0, 0]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues of A = \\begin{bmatrix} 4 & 2 \\\\ 4 & -3 \\end{bmatrix}',
    task: 'eigenvalues',
    expect: '-4, 5',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the inverse of A = [[-2,2],[-1,2]]',
    task: 'inverse',
    expect: '[[-1, 1], [-1/2, 1]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'find the determinant of matrix A = [[3,-3,-3],[3,0,-3],[1,-3,-3]]',
    task: 'det',
    expect: '-18',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'compute the determinant of the 3x3 matrix [3 -3 -3; 3 0 -3; 1 -3 -3]',
    task: 'det',
    expect: '-18',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '|A| for A = [[-2,2],[-1,2]]',
    task: 'det',
    expect: '-2',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find a basis for the nullspace of A = [[-1,-2,0],[7,-4,0]]',
    task: 'nullspace',
    expect: '{(0, 0, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the transpose of the matrix A = [[-1,-2,0],[7,-4,0]]',
    task: 'transpose',
    expect: '[[-1, 7], [-2, -4], [0, 0]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the product AB if A = [[-2,2],[-1,2]] and B = [[-1,-2,0],[7,-4,0]]',
    task: 'arithmetic',
    expect: '[[16, -4, 0], [15, -6, 0]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'If A = [[-2,2],[-1,2]], what is A squared?',
    task: 'power',
    expect: '[[2, 0], [0, 2]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'find the characteristic equation of A = [[-2,2],[-1,2]]',
    task: 'charpoly',
    expect: 'λ^2 - 2 = 0',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Row reduce the augmented matrix [[-1,-2,0],[7,-4,0]]',
    task: 'rref',
    expect: '[[1, 0, 0], [0, 1, 0]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues of A = [[0,3],[3,0]]',
    task: 'eigenvalues',
    expect: '-3, 3',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the inverse of A = [3 -3; -4 0]',
    task: 'inverse',
    expect: '[[0, -1/4], [-1/3, -1/4]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'find the determinant of matrix A = [1 -1 1; 3 2 -2; -2 3 -3]',
    task: 'det',
    expect: '0',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'compute the determinant of the 3x3 matrix \\begin{pmatrix}1&-1&1\\\\3&2&-2\\\\-2&3&-3\\end{pmatrix}',
    task: 'det',
    expect: '0',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: '|A| for A = [[3,-3],[-4,0]]',
    task: 'det',
    expect: '-12',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find a basis for the nullspace of A = [-2 0 -1; 2 0 1]',
    task: 'nullspace',
    expect: '{(0, 1, 0), (-1/2, 0, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the transpose of the matrix A = [-2 0 -1; 2 0 1]',
    task: 'transpose',
    expect: '[[-2, 2], [0, 0], [-1, 1]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the product AB if A = [3 -3; -4 0] and B = [-2 0 -1; 2 0 1]',
    task: 'arithmetic',
    expect: '[[-12, 0, -6], [8, 0, 4]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'If A = [3 -3; -4 0], what is A squared?',
    task: 'power',
    expect: '[[21, -9], [-12, 12]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'find the characteristic equation of A = [3 -3; -4 0]',
    task: 'charpoly',
    expect: 'λ^2 - 3*λ - 12 = 0',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Row reduce the augmented matrix [[-2,0,-1],[2,0,1]]',
    task: 'rref',
    expect: '[[1, 0, 1/2], [0, 0, 0]]',
    source: 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find the eigenvalues of A = [1 -3; 1 -1]',
    task: 'eigenvalues',
    expect: 'sqrt(2)*i, -sqrt(2)*i',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Apply the Gram-Schmidt process to (1, 2), (2, 4), (0, 1)',
    task: 'gram-schmidt',
    expect: '{(sqrt(5)/5, 2*sqrt(5)/5), (-2*sqrt(5)/5, sqrt(5)/5)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Apply the Gram-Schmidt process to (1, 1, 0), (2, 2, 0), (0, 0, 3)',
    task: 'gram-schmidt',
    expect: '{(sqrt(2)/2, sqrt(2)/2, 0), (0, 0, 1)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Find an orthogonal basis for span{(1, 0, 1), (2, 0, 2), (0, 1, 1)}',
    task: 'gram-schmidt',
    expect: '{(1, 0, 1), (-1/2, 1, 1/2)}',
    source:
      'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy',
  },
  {
    q: 'Calcula el determinante de la matriz [[1,2],[3,4]]',
    task: 'det',
    expect: '-2',
    source: 'Written for Lemma (H8), other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: '¿Cuáles son los valores propios de [[4,1],[2,3]]?',
    task: 'eigenvalues',
    expect: '2, 5',
    source: 'Written for Lemma (H8), other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: 'Halla la inversa de la matriz [[2,0,1],[1,3,2],[1,1,2]]',
    task: 'inverse',
    expect: '[[2/3, 1/6, -1/2], [0, 1/2, -1/2], [-1/3, -1/3, 1]]',
    source: 'Written for Lemma (H8), other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: 'el rango de la matriz [[1,2,3],[2,4,6]]',
    task: 'rank',
    expect: '1',
    source: 'Written for Lemma (H8), other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: 'la traspuesta de [[1,2,3],[4,5,6]]',
    task: 'transpose',
    expect: '[[1, 4], [2, 5], [3, 6]]',
    source: 'Written for Lemma (H8), other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: 'vectores propios de [[4,1],[2,3]]',
    task: 'eigenvectors',
    expect: 'λ = 2: (-1, 2); λ = 5: (1, 1)',
    source: 'Written for Lemma (H8), other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: 'Berechne die Determinante der Matrix [[2,0,1],[1,3,2],[1,1,1]]',
    task: 'det',
    expect: '0',
    source: 'Written for Lemma (H8), other languages; checked with SymPy',
    lang: 'de',
  },
  {
    q: 'Bestimme die Eigenwerte von [[4,1],[2,3]]',
    task: 'eigenvalues',
    expect: '2, 5',
    source: 'Written for Lemma (H8), other languages; checked with SymPy',
    lang: 'de',
  },
  {
    q: 'Inverse der Matrix [[2,1],[5,3]]',
    task: 'inverse',
    expect: '[[3, -1], [-5, 2]]',
    source: 'Written for Lemma (H8), other languages; checked with SymPy',
    lang: 'de',
  },
  {
    q: 'Rang der Matrix [[1,2],[2,4]]',
    task: 'rank',
    expect: '1',
    source: 'Written for Lemma (H8), other languages; checked with SymPy',
    lang: 'de',
  },
  {
    q: 'Spur von [[1,2],[3,4]]',
    task: 'trace',
    expect: '5',
    source: 'Written for Lemma (H8), other languages; checked with SymPy',
    lang: 'de',
  },
  {
    q: 'Calculer le déterminant de la matrice [[1,2],[3,4]]',
    task: 'det',
    expect: '-2',
    source: 'Written for Lemma (H8), other languages; checked with SymPy',
    lang: 'fr',
  },
  {
    q: 'Quelles sont les valeurs propres de [[4,1],[2,3]] ?',
    task: 'eigenvalues',
    expect: '2, 5',
    source: 'Written for Lemma (H8), other languages; checked with SymPy',
    lang: 'fr',
  },
  {
    q: "l'inverse de la matrice [[2,1],[5,3]]",
    task: 'inverse',
    expect: '[[3, -1], [-5, 2]]',
    source: 'Written for Lemma (H8), other languages; checked with SymPy',
    lang: 'fr',
  },
  {
    q: 'le rang de la matrice [[1,2],[2,4]]',
    task: 'rank',
    expect: '1',
    source: 'Written for Lemma (H8), other languages; checked with SymPy',
    lang: 'fr',
  },
  {
    q: 'la transposée de [[1,2,3],[4,5,6]]',
    task: 'transpose',
    expect: '[[1, 4], [2, 5], [3, 6]]',
    source: 'Written for Lemma (H8), other languages; checked with SymPy',
    lang: 'fr',
  },
  {
    q: 'Найдите определитель матрицы [[1,2],[3,4]]',
    task: 'det',
    expect: '-2',
    source: 'Written for Lemma (H8), other languages; checked with SymPy',
    lang: 'ru',
  },
  {
    q: 'собственные значения матрицы [[4,1],[2,3]]',
    task: 'eigenvalues',
    expect: '2, 5',
    source: 'Written for Lemma (H8), other languages; checked with SymPy',
    lang: 'ru',
  },
  {
    q: 'обратная матрица к [[2,1],[5,3]]',
    task: 'inverse',
    expect: '[[3, -1], [-5, 2]]',
    source: 'Written for Lemma (H8), other languages; checked with SymPy',
    lang: 'ru',
  },
  {
    q: 'ранг матрицы [[1,2],[2,4]]',
    task: 'rank',
    expect: '1',
    source: 'Written for Lemma (H8), other languages; checked with SymPy',
    lang: 'ru',
  },
  {
    q: 'след матрицы [[1,2],[3,4]]',
    task: 'trace',
    expect: '5',
    source: 'Written for Lemma (H8), other languages; checked with SymPy',
    lang: 'ru',
  },
  {
    q: '求矩阵[[1,2],[3,4]]的行列式',
    task: 'det',
    expect: '-2',
    source: 'Written for Lemma (H8), other languages; checked with SymPy',
    lang: 'zh-CN',
  },
  {
    q: '[[4,1],[2,3]]的特征值',
    task: 'eigenvalues',
    expect: '2, 5',
    source: 'Written for Lemma (H8), other languages; checked with SymPy',
    lang: 'zh-CN',
  },
  {
    q: '矩阵[[2,1],[5,3]]的逆矩阵',
    task: 'inverse',
    expect: '[[3, -1], [-5, 2]]',
    source: 'Written for Lemma (H8), other languages; checked with SymPy',
    lang: 'zh-CN',
  },
  {
    q: '[[1,2],[2,4]]的秩',
    task: 'rank',
    expect: '1',
    source: 'Written for Lemma (H8), other languages; checked with SymPy',
    lang: 'zh-CN',
  },
  {
    q: '[[1,2],[3,4]]的转置',
    task: 'transpose',
    expect: '[[1, 3], [2, 4]]',
    source: 'Written for Lemma (H8), other languages; checked with SymPy',
    lang: 'zh-CN',
  },
];
